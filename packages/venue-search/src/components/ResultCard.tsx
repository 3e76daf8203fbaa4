import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { Button } from '@leisure/ui';
import { formatMiles } from '../geo/venuesInRange.ts';
import type { SearchableVenue } from '../searchableVenue.ts';
import { venueCardFrame } from './venueCardFrame.ts';

const Card = styled.li<{ $chosen: boolean }>`
  ${venueCardFrame}
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.m};
  background: ${({ theme }) => theme.colours.background};
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

/** What the front end puts on each result card besides the venue's name and distance. */
export interface ResultCardOptions<V extends SearchableVenue> {
  /** Shown under the name (the address, say). */
  details?: (venue: V) => ReactNode;
  /** The button's visible text: "Select and continue". */
  actionText: string;
  /** The button's accessible name, starting with its visible text (docs/product/platform.md D19). */
  actionName: (venue: V) => string;
}

export interface ResultCardProps<V extends SearchableVenue> {
  venue: V;
  distanceMiles?: number;
  selected: boolean;
  options: ResultCardOptions<V>;
  onSelectVenue: (venue: V) => void;
  ref?: Ref<HTMLLIElement>;
}

/** One venue in the results: name, the front end's details, distance when searched, and its button. */
export function ResultCard<V extends SearchableVenue>({
  venue,
  distanceMiles,
  selected,
  options,
  onSelectVenue,
  ref,
}: ResultCardProps<V>) {
  return (
    // tabIndex -1: the list can take focus here after the venue's pin was pressed.
    <Card ref={ref} tabIndex={-1} $chosen={selected} aria-current={selected ? 'true' : undefined}>
      <h3>{venue.name}</h3>
      {options.details?.(venue)}
      {distanceMiles !== undefined && <Distance>{formatMiles(distanceMiles)}</Distance>}
      <Button variant="secondary" onClick={() => onSelectVenue(venue)} aria-label={options.actionName(venue)}>
        {options.actionText}
      </Button>
    </Card>
  );
}
