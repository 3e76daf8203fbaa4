import type { Ref } from 'react';
import styled from 'styled-components';
import type { JoiningVenue } from '@leisure/api-contract/browser';
import { Button } from '@leisure/ui';
import { centreAddress, centreCardFrame } from '../../centres/index.ts';
import { formatMiles } from '../geo/centresInRange.ts';

const Card = styled.li<{ $chosen: boolean }>`
  ${centreCardFrame}
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.m};
  background: ${({ theme }) => theme.colours.background};
  scroll-snap-align: center;
  scroll-margin: ${({ theme }) => theme.spacing.xs};

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }

  h3 {
    font-size: 1.125rem;
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
  return (
    // tabIndex -1: the list can take focus here after the centre's pin was pressed.
    <Card ref={ref} tabIndex={-1} $chosen={selected} aria-current={selected ? 'true' : undefined}>
      <h3>{centre.name}</h3>
      <address>{centreAddress(centre)}</address>
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
