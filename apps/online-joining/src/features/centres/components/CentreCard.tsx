import styled, { css } from 'styled-components';
import type { JoiningVenue } from '@leisure/api-contract';
import { ButtonLink, CheckIcon } from '@leisure/ui';

const Card = styled.li<{ $chosen: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.s};
  padding: ${({ theme }) => theme.spacing.l};
  border: 2px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.medium};

  ${({ $chosen, theme }) =>
    $chosen &&
    css`
      border-color: ${theme.colours.primaryOnBackground};
      box-shadow: 0 0 0 2px ${theme.colours.primaryOnBackground};
    `}

  h3 {
    margin: 0;
    font-size: 1.25rem;
  }
  address {
    flex: 1;
    font-style: normal;
    color: ${({ theme }) => theme.colours.mutedText};
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
  const address = [centre.address1, centre.address2, centre.town, centre.postcode].filter(Boolean).join(', ');
  return (
    <Card $chosen={chosen} aria-current={chosen ? 'true' : undefined}>
      <h3>{centre.name}</h3>
      <address>{address}</address>
      {chosen ? (
        <Chosen>
          <CheckIcon />
          Your chosen centre
        </Chosen>
      ) : (
        <ButtonLink href={`/centre/${centre.slug}`} aria-label={`Select ${centre.name} and continue`}>
          Select and continue
        </ButtonLink>
      )}
    </Card>
  );
}
