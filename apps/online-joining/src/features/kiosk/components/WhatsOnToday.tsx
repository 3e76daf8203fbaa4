import styled from 'styled-components';
import type { SessionSummary } from '@leisure/api-contract/browser';
import { useHrefTo } from '@leisure/layout';
import { NavigationAnchor, Spinner } from '@leisure/ui';
import { useTodaysSessions } from '../hooks/useTodaysSessions.ts';

const Section = styled.section`
  width: 100%;
  text-align: left;

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.m};
    font-size: 1.75rem;
  }
`;

const Sessions = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.spacing.m};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A session to tap: the whole card is the link, far beyond 44 px (docs/decisions/0024). */
const SessionLink = styled(NavigationAnchor)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};
  min-height: 7rem;
  padding: ${({ theme }) => theme.spacing.m};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-left: 6px solid ${({ theme }) => theme.colours.primary};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colours.background};
  color: ${({ theme }) => theme.colours.text};
  text-decoration: none;

  strong {
    font-size: 1.375rem;
  }
  span {
    color: ${({ theme }) => theme.colours.mutedText};
  }
  &:hover strong {
    text-decoration: underline;
  }
`;

const Empty = styled.p`
  margin: 0;
  font-size: 1.25rem;
`;

const spaces = (session: SessionSummary) =>
  session.availability === 'full'
    ? 'Full'
    : session.spacesLeft === 1
      ? '1 space left'
      : `${session.spacesLeft} spaces left`;

/**
 * "What's on today" on the kiosk home (issue 23, docs/decisions/0024): the next sessions today at the kiosk's venue,
 * each opening that session in the bookings timetable (its day, and the session's details: `session` in the address).
 */
export function WhatsOnToday({ venueSlug, venueName }: { venueSlug: string; venueName: string }) {
  const hrefTo = useHrefTo();
  const today = useTodaysSessions(venueSlug);
  const timetable = (query: string) => hrefTo({ app: 'bookings', path: `/location/${venueSlug}${query}` });
  return (
    <Section aria-labelledby="whats-on-today">
      <h2 id="whats-on-today">What&apos;s on today</h2>
      {today.isLoading && <Spinner label="Loading today's sessions" />}
      {today.isError && (
        <Empty>Today&apos;s sessions cannot be shown just now: Book an activity shows the timetable.</Empty>
      )}
      {!today.isLoading && !today.isError && today.sessions.length === 0 && (
        <Empty>Nothing more is on at {venueName} today. Book an activity to see the sessions of the days ahead.</Empty>
      )}
      {today.sessions.length > 0 && (
        <Sessions>
          {today.sessions.map((session) => (
            <li key={session.id}>
              <SessionLink href={timetable(`?date=${session.date}&session=${session.id}`)}>
                <strong>
                  {session.startTime} {session.name}
                </strong>
                <span>
                  {session.location}, {spaces(session)}
                </span>
              </SessionLink>
            </li>
          ))}
        </Sessions>
      )}
    </Section>
  );
}
