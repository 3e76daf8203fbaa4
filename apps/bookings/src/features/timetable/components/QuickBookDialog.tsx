import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { SessionSummary } from '@leisure/api-contract/browser';
import { isApiError } from '@leisure/api-client';
import {
  useBookIncludedSessionMutation,
  useGetSessionQuery,
  useListAttendeesQuery,
} from '@leisure/api-client/endpoints/activitiesApi';
import { Button, Modal } from '@leisure/ui';
import { shortDate, timeRange } from '../rules/sessionLabels.ts';
import { SessionFacts } from './sessionFacts.ts';

const Problem = styled.p`
  margin: ${({ theme }) => theme.spacing.m} 0 0;
  color: ${({ theme }) => theme.colours.danger};
  font-weight: 700;
`;

/**
 * Quick book's confirmation step (docs/decisions/0334-quick-book-included-sessions.md): a session included in the
 * customer's membership is booked at once as a free order of its own, leaving their basket as it is, and they land
 * on the order's confirmation. A session that needs a waiver goes through the basket instead.
 */
export function QuickBookDialog({ session, onClose }: { session: SessionSummary; onClose: () => void }) {
  const navigate = useNavigate();
  const problemRef = useRef<HTMLParagraphElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { data: attendees } = useListAttendeesQuery(undefined);
  const { currentData: detail } = useGetSessionQuery({ params: { sessionId: session.id } });
  const [book, booking] = useBookIncludedSessionMutation();
  const me = attendees?.find((person) => person.isSelf)?.name;
  const needsWaiver = detail?.requiresWaiver === true;
  // A refusal is read out and focused, so a keyboard user hears why without hunting for it.
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  async function confirm() {
    setProblem(null);
    const result = await book({ params: { sessionId: session.id }, body: {} });
    if ('error' in result) {
      setProblem(isApiError(result.error) ? result.error.message : 'Something went wrong, please try again.');
      return;
    }
    void navigate(`/order-confirmed/${result.data.orderId}`);
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="Confirm your booking"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          {/* Busy, not disabled, until the session's details say whether a waiver is needed (docs/decisions/0017). */}
          {!needsWaiver && (
            <Button busy={booking.isLoading || !detail} onClick={confirm}>
              Confirm booking
            </Button>
          )}
        </>
      }
    >
      <SessionFacts>
        <dt>Session</dt>
        <dd>{session.name}</dd>
        <dt>When</dt>
        <dd>
          {shortDate(session.date)}, {timeRange(session)}
        </dd>
        <dt>Where</dt>
        <dd>
          {session.location}, {session.venue.name}
        </dd>
        <dt>Who for</dt>
        <dd>{me ?? 'You'}</dd>
        <dt>Price</dt>
        <dd>
          {session.yourPrice?.label ?? 'Included in your membership'}: {session.yourPrice?.amount.formatted ?? '£0.00'}
        </dd>
      </SessionFacts>
      {needsWaiver && (
        <p>This session needs a waiver agreed at checkout: add it to your basket and check out instead.</p>
      )}
      {problem && (
        <Problem ref={problemRef} role="alert" tabIndex={-1}>
          {problem}
        </Problem>
      )}
    </Modal>
  );
}
