import styled from 'styled-components';
import { prettyDate } from '@leisure/dates';
import { QrCode } from '@leisure/ui/qrCode';
import type { MembershipCardData } from '../cardStorage.ts';

// Black on white whatever the theme (a desk scanner and a member's eyes both need the contrast), in print too.
const Card = styled.article`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.spacing.m};
  max-width: 30rem;
  padding: ${({ theme }) => theme.spacing.l};
  background: #ffffff;
  color: #000000;
  border: 2px solid #000000;
  border-radius: 1rem;
  print-color-adjust: exact;
  -webkit-print-color-adjust: exact;

  h2 {
    margin: 0;
    font-size: 1.5rem;
    line-height: 1.2;
  }

  p {
    margin: 0;
  }

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.spacing.m};
  }

  @media print {
    break-inside: avoid;
    max-width: 12cm;
  }
`;

const Photo = styled.img`
  width: 6rem;
  height: 6rem;
  object-fit: cover;
  border-radius: 0.5rem;
  border: 1px solid #000000;
`;

const Initials = styled.span`
  display: grid;
  place-items: center;
  width: 6rem;
  height: 6rem;
  border-radius: 0.5rem;
  border: 1px solid #000000;
  font-size: 2rem;
  font-weight: 700;
`;

const Who = styled.div`
  display: grid;
  align-content: center;
  gap: ${({ theme }) => theme.spacing.xxs};
`;

const Code = styled.div`
  grid-column: 1 / -1;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Reference = styled.p`
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: 1.75rem;
  font-weight: 700;
  letter-spacing: 0.15em;
`;

const Memberships = styled.ul`
  grid-column: 1 / -1;
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};

  li {
    padding-top: ${({ theme }) => theme.spacing.xs};
    border-top: 1px solid #000000;
  }
`;

/**
 * The card itself: photo, name, customer ID, a large QR code of the customer ID (what the desk scans: the same
 * reference staff type or log in with), and each current membership with its home centre and end date.
 */
export function MembershipCard({ card }: { card: MembershipCardData }) {
  const initials = card.name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2);
  return (
    <Card aria-labelledby="membership-card-name">
      {card.photo ? (
        <Photo src={card.photo} alt={`Photo of ${card.name}`} />
      ) : (
        <Initials aria-hidden="true">{initials}</Initials>
      )}
      <Who>
        <h2 id="membership-card-name">{card.name}</h2>
        <p>Customer ID: {card.reference}</p>
        {card.homeVenue && <p>Home centre: {card.homeVenue}</p>}
      </Who>
      <Code>
        <QrCode
          value={card.reference}
          label={`QR code of customer ID ${card.reference}`}
          size="min(16rem, 70vw)"
          ecc="Q"
        />
        <Reference aria-hidden="true">{card.reference}</Reference>
      </Code>
      {card.memberships.length > 0 ? (
        <Memberships aria-label="Memberships">
          {card.memberships.map((membership) => (
            <li key={membership.id}>
              <strong>{membership.name}</strong>
              <br />
              {membership.homeVenue}
              {membership.status === 'pending' ? ', starts soon' : ''}
              {membership.endDate ? `, until ${prettyDate(membership.endDate)}` : ''}
            </li>
          ))}
        </Memberships>
      ) : (
        <Memberships aria-label="Memberships">
          <li>No current membership</li>
        </Memberships>
      )}
    </Card>
  );
}
