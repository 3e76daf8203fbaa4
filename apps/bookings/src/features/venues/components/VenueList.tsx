import styled from 'styled-components';
import type { Venue } from '@leisure/api-contract';
import { VenueCard } from './VenueCard.tsx';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.spacing.l};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export function VenueList({ venues }: { venues: Venue[] }) {
  if (venues.length === 0) return <p>There are no venues taking bookings online at the moment.</p>;
  return (
    <Grid aria-label="Venues">
      {venues.map((venue) => (
        <VenueCard key={venue.id} venue={venue} />
      ))}
    </Grid>
  );
}
