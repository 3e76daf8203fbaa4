import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import type { VenueSelection, ResultEntry } from '../hooks/useVenueSearch.ts';
import type { SearchableVenue } from '../searchableVenue.ts';
import { listLabel, type VenueWording } from '../venueWording.ts';
import { ResultCard, type ResultCardOptions } from './ResultCard.tsx';

const Header = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.s};
  font-size: 1.125rem;
  font-weight: 700;
`;

/* One card under another at every width (decision 0021): on a phone the page scrolls through them, beside the map
   the column does. */
const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.spacing.s};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface VenueResultsProps<V extends SearchableVenue> {
  summary: string;
  entries: ResultEntry<V>[];
  selection: VenueSelection | null;
  onSelectVenue: (venue: V) => void;
  card: ResultCardOptions<V>;
  wording: VenueWording;
}

/**
 * The result header (announced politely as it changes) and the venues, nearest first once searched. It is the
 * complete alternative to the map: every venue can be reached and chosen from here by keyboard or screen reader.
 */
export function VenueResults<V extends SearchableVenue>({
  summary,
  entries,
  selection,
  onSelectVenue,
  card: cardOptions,
  wording,
}: VenueResultsProps<V>) {
  const headerId = useId();
  const cards = useRef(new Map<number, HTMLLIElement>());

  useEffect(() => {
    if (!selection) return;
    const card = cards.current.get(selection.venueId);
    if (!card) return;
    card.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    if (selection.moveFocus) card.focus({ preventScroll: true });
  }, [selection]);

  return (
    <section aria-labelledby={headerId}>
      <Header id={headerId} role="status">
        {summary}
      </Header>
      {entries.length > 0 && (
        <List aria-label={listLabel(wording)}>
          {entries.map(({ venue, distanceMiles }) => (
            <ResultCard
              key={venue.id}
              ref={(card) => {
                if (card) cards.current.set(venue.id, card);
                else cards.current.delete(venue.id);
              }}
              venue={venue}
              distanceMiles={distanceMiles}
              selected={selection?.venueId === venue.id}
              options={cardOptions}
              onSelectVenue={onSelectVenue}
            />
          ))}
        </List>
      )}
    </section>
  );
}
