import styled from 'styled-components';
import type { SessionSummary } from '@leisure/api-contract/browser';
import { Button, Spinner, stack } from '@leisure/ui';
import { SessionCard } from './SessionCard.tsx';

const List = styled.ul`
  ${stack('s')}
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.spacing.l};
  border: 1px dashed ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  text-align: center;

  p {
    margin: 0 0 ${({ theme }) => theme.spacing.s};
  }
`;

export interface SessionListProps {
  /** The day's sessions after the filters; undefined while they load. */
  sessions: readonly SessionSummary[] | undefined;
  /** How many the day has before filtering. */
  total: number;
  failed: boolean;
  onRetry: () => void;
  onClearFilters: () => void;
  onAdd: (session: SessionSummary) => Promise<unknown>;
  onDetails: (session: SessionSummary) => void;
  onJoinWaitingList: (session: SessionSummary) => void;
  onBookNow: (session: SessionSummary) => void;
}

/** The sessions of the chosen day, or why there are none to show. */
export function SessionList({
  sessions,
  total,
  failed,
  onRetry,
  onClearFilters,
  onAdd,
  onDetails,
  onJoinWaitingList,
  onBookNow,
}: SessionListProps) {
  if (failed) {
    return (
      <Empty role="alert">
        <p>The timetable could not be loaded.</p>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </Empty>
    );
  }
  if (!sessions) return <Spinner label="Loading sessions" size="2rem" />;
  if (sessions.length === 0) {
    return (
      <Empty>
        {total === 0 ? (
          <p>There are no sessions on this day.</p>
        ) : (
          <>
            <p>No sessions match your filters on this day.</p>
            <Button variant="secondary" onClick={onClearFilters}>
              Clear filters
            </Button>
          </>
        )}
      </Empty>
    );
  }
  return (
    <List aria-label="Sessions">
      {sessions.map((session) => (
        <SessionCard
          key={session.id}
          session={session}
          onAdd={onAdd}
          onDetails={onDetails}
          onJoinWaitingList={onJoinWaitingList}
          onBookNow={onBookNow}
        />
      ))}
    </List>
  );
}
