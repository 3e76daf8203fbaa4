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
import { bookableNow, coverText } from '../rules/quickBook.ts';
import { shortDate, timeRange } from '../rules/sessionLabels.ts';
import { SessionFacts } from './sessionFacts.ts';

const Problem = styled.p`
  margin: ${({ theme }) => theme.spacing.m} 0 0;
  color: ${({ theme }) => theme.colours.danger};
  font-weight: 700;
`;

/** Who a quick booking is for: a linked account or household member; null: the logged-in customer. */
export type QuickBookAttendee = { id: number; name: string } | null;

export interface QuickBookDialogProps {
  session: SessionSummary;
  attendee?: QuickBookAttendee;
  onClose: () => void;
}

/**
 * Quick book's confirmation step (docs/decisions/0334-quick-book-included-sessions.md,
 * docs/decisions/0018-one-tap-booking.md): a session included in the attendee's membership or covered by one of
 * their passes is booked at once as a free order of its own, leaving the basket as it is. The dialog says what the
 * place uses (a pass's uses left now and after), and the confirmation page what was used. A session that needs a
 * waiver, or that nothing covers any more, goes through the basket instead.
 */
export function QuickBookDialog({ session, attendee = null, onClose }: QuickBookDialogProps) {
  const navigate = useNavigate();
  const problemRef = useRef<HTMLParagraphElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { data: attendees } = useListAttendeesQuery(undefined);
  // The attendee's own price, with their pass's uses left now.
  const { currentData: detail } = useGetSessionQuery({
    params: { sessionId: session.id },
    ...(attendee ? { query: { attendeeId: attendee.id } } : {}),
  });
  const [book, booking] = useBookIncludedSessionMutation();
  const who = attendee?.name ?? attendees?.find((person) => person.isSelf)?.name;
  const price = detail ? detail.yourPrice : session.yourPrice;
  const needsWaiver = detail?.requiresWaiver === true;
  const covered = bookableNow(price);
  const blocked = detail !== undefined && (needsWaiver || !covered);
  // A refusal is read out and focused, so a keyboard user hears why without hunting for it.
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  async function confirm() {
    setProblem(null);
    const result = await book({
      params: { sessionId: session.id },
      body: attendee ? { purchasedForUserId: attendee.id } : {},
    });
    if ('error' in result) {
      setProblem(isApiError(result.error) ? result.error.message : 'Something went wrong, please try again.');
      return;
    }
    // The confirmation page says what was used (orderConfirmation's PassUsedNote reads this).
    void navigate(`/order-confirmed/${result.data.orderId}`, { state: { quickBookUsed: result.data.used } });
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
          {/* Busy, not disabled, until the session's details say whether it can be booked here (docs/decisions/0017). */}
          {!blocked && (
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
        <dd>{who ?? 'You'}</dd>
        {covered && (
          <>
            <dt>Covered by</dt>
            <dd>{coverText(price, attendee?.name ?? null)}</dd>
          </>
        )}
        <dt>To pay</dt>
        <dd>{price?.amount.formatted ?? '£0.00'}</dd>
      </SessionFacts>
      {needsWaiver && (
        <p>This session needs a waiver agreed at checkout: add it to your basket and check out instead.</p>
      )}
      {detail && !needsWaiver && !covered && (
        <p>This session is no longer covered by a membership or pass: add it to your basket and check out instead.</p>
      )}
      {problem && (
        <Problem ref={problemRef} role="alert" tabIndex={-1}>
          {problem}
        </Problem>
      )}
    </Modal>
  );
}
