import type { Ref } from 'react';
import styled, { css } from 'styled-components';
import type { JoiningVenue } from '@leisure/api-contract/browser';
import { Button } from '@leisure/ui';
import { formatMiles } from '../geo/centresInRange.ts';

const Card = styled.li<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.m};
  border: 2px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colours.background};
  scroll-snap-align: center;
  scroll-margin: ${({ theme }) => theme.spacing.xs};

  ${({ $selected, theme }) =>
    $selected &&
    css`
      border-color: ${theme.colours.primaryOnBackground};
      box-shadow: 0 0 0 2px ${theme.colours.primaryOnBackground};
    `}

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }

  h3 {
    margin: 0;
    font-size: 1.125rem;
  }
  address {
    flex: 1;
    font-style: normal;
    color: ${({ theme }) => theme.colours.mutedText};
  }
`;

const Distance = styled.p`
  margin: 0;
  font-weight: 700;
`;

export interface ResultCardProps {
  centre: JoiningVenue;
  distanceMiles?: number;
  selected: boolean;
  onSelectCentre: (centre: JoiningVenue) => void;
  ref?: Ref<HTMLLIElement>;
}

/** One centre in the results: name, address, distance when searched, and Select and continue. */
export function ResultCard({ centre, distanceMiles, selected, onSelectCentre, ref }: ResultCardProps) {
  const address = [centre.address1, centre.address2, centre.town, centre.postcode].filter(Boolean).join(', ');
  return (
    // tabIndex -1: the list can take focus here after the centre's pin was pressed.
    <Card ref={ref} tabIndex={-1} $selected={selected} aria-current={selected ? 'true' : undefined}>
      <h3>{centre.name}</h3>
      <address>{address}</address>
      {distanceMiles !== undefined && <Distance>{formatMiles(distanceMiles)}</Distance>}
      <Button
        variant="secondary"
        onClick={() => onSelectCentre(centre)}
        aria-label={`Select and continue with ${centre.name}`}
      >
        Select and continue
      </Button>
    </Card>
  );
}
