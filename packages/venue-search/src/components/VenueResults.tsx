import { useEffect, useId, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import type { VenueSelection, ResultEntry } from '../hooks/useVenueSearch.ts';
import type { SearchableVenue } from '../searchableVenue.ts';
import { listLabel, type VenueWording } from '../venueWording.ts';
import { ResultCard, type ResultCardOptions } from './ResultCard.tsx';
import { SwiperDots } from './SwiperDots.tsx';

const Header = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.s};
  font-size: 1.125rem;
  font-weight: 700;
`;

const List = styled.ol<{ $swiper: boolean }>`
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ $swiper, theme }) =>
    $swiper
      ? css`
          /* Mobile: a horizontal swiper, one card at a time snapping into place. */
          display: flex;
          gap: ${theme.spacing.s};
          overflow-x: auto;
          scroll-snap-type: x mandatory;
          overscroll-behavior-x: contain;
          padding-bottom: ${theme.spacing.xs};

          > li {
            flex: 0 0 85%;
          }
        `
      : css`
          display: grid;
          gap: ${theme.spacing.s};
        `}
`;

export interface VenueResultsProps<V extends SearchableVenue> {
  summary: string;
  entries: ResultEntry<V>[];
  selection: VenueSelection | null;
  onSelectVenue: (venue: V) => void;
  card: ResultCardOptions<V>;
  wording: VenueWording;
  swiper: boolean;
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
  swiper,
}: VenueResultsProps<V>) {
  const headerId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const cards = useRef(new Map<number, HTMLLIElement>());
  const [activeCard, setActiveCard] = useState(0);

  useEffect(() => {
    if (!selection) return;
    const card = cards.current.get(selection.venueId);
    if (!card) return;
    card.scrollIntoView?.({ block: 'nearest', inline: 'center', behavior: 'smooth' });
    if (selection.moveFocus) card.focus({ preventScroll: true });
  }, [selection]);

  function trackSwipe() {
    const list = listRef.current;
    if (!list || entries.length === 0) return;
    const cardWidth = list.scrollWidth / entries.length;
    setActiveCard(Math.min(entries.length - 1, Math.max(0, Math.round(list.scrollLeft / cardWidth))));
  }

  return (
    <section aria-labelledby={headerId}>
      <Header id={headerId} role="status">
        {summary}
      </Header>
      {entries.length > 0 && (
        <>
          <List
            ref={listRef}
            $swiper={swiper}
            aria-label={listLabel(wording)}
            onScroll={swiper ? trackSwipe : undefined}
          >
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
          {swiper && entries.length > 1 && (
            <SwiperDots count={entries.length} active={Math.min(activeCard, entries.length - 1)} />
          )}
        </>
      )}
    </section>
  );
}
