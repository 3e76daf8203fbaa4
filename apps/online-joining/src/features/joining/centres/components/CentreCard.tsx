import styled from 'styled-components';
import type { JoiningVenue } from '@leisure/api-contract';
import { ButtonLink, CheckIcon } from '@leisure/ui';
import { venueAddress, venueCardFrame } from '@leisure/venue-search';

const Card = styled.li<{ $chosen: boolean }>`
  ${venueCardFrame}
  gap: ${({ theme }) => theme.spacing.s};
  padding: ${({ theme }) => theme.spacing.l};

  h3 {
    font-size: 1.25rem;
  }
`;

const Chosen = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  color: ${({ theme }) => theme.colours.success};
  font-weight: 700;
`;

/** A centre to join: choosing it opens the joining page for that centre (/centre/{slug}). */
export function CentreCard({ centre, chosen }: { centre: JoiningVenue; chosen: boolean }) {
  return (
    <Card $chosen={chosen} aria-current={chosen ? 'true' : undefined}>
      <h3>{centre.name}</h3>
      <address>{venueAddress(centre)}</address>
      {chosen ? (
        <Chosen>
          <CheckIcon />
          Your chosen centre
        </Chosen>
      ) : (
        <ButtonLink href={`/centre/${centre.slug}`} aria-label={`Select and continue, ${centre.name}`}>
          Select and continue
        </ButtonLink>
      )}
    </Card>
  );
}
