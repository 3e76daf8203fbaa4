import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { SessionSummary, WeeklyOccurrence } from '@leisure/api-contract/browser';
import { useListWeeklyOccurrencesQuery } from '@leisure/api-client/endpoints/activitiesApi';
import { useAddToBasket } from '@leisure/basket';
import { Button, CheckIcon, InfoIcon, Link, Modal, Spinner, stack } from '@leisure/ui';
import { shortDate, timeRange } from '../rules/sessionLabels.ts';

/** One addToCart call adds at most this many weeks (docs/decisions/0333-repeat-bookings.md). */
export const MAX_WEEKS_AT_ONCE = 10;

const Weeks = styled.ul`
  ${stack('xs')}
  margin: 0 0 ${({ theme }) => theme.spacing.m};
  padding: 0;
  list-style: none;
`;

const Week = styled.li<{ $ok: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.s}`};
  align-items: center;
  padding: ${({ theme }) => theme.spacing.s};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.medium};

  span {
    display: flex;
    gap: ${({ theme }) => theme.spacing.xxs};
    align-items: center;
    color: ${({ $ok, theme }) => ($ok ? theme.colours.success : theme.colours.mutedText)};
  }
  svg {
    flex: none;
    width: 1rem;
    height: 1rem;
  }
`;

const Outcome = styled.div`
  margin: 0 0 ${({ theme }) => theme.spacing.m};

  p {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-weight: 700;
  }
  ul {
    margin: 0;
  }
`;

const when = (occurrence: WeeklyOccurrence) =>
  `${shortDate(occurrence.session.date)}, ${timeRange(occurrence.session)}`;

/** "1 session", "2 sessions". */
const sessions = (count: number) => `${count} ${count === 1 ? 'session' : 'sessions'}`;

interface Added {
  added: WeeklyOccurrence[];
  skipped: WeeklyOccurrence[];
}

export interface WeeklyBookingDialogProps {
  session: SessionSummary;
  /** A linked account the session is for; null: the logged-in customer (decision 0331). */
  attendeeId: number | null;
  onClose: () => void;
}

/**
 * "Book this every week" (docs/decisions/0333-repeat-bookings.md): the session week after week up to the end of the
 * timetable, each saying whether it can be added and why not, then every addable week in one Add to basket, and
 * which were skipped and why.
 */
export function WeeklyBookingDialog({ session, attendeeId, onClose }: WeeklyBookingDialogProps) {
  const [done, setDone] = useState<Added | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  // The Add button goes once they are added: focus moves to what happened rather than falling out of the dialog.
  useEffect(() => {
    if (done) outcomeRef.current?.focus();
  }, [done]);
  const { addToBasket, adding } = useAddToBasket();
  const { currentData: answer, isError } = useListWeeklyOccurrencesQuery({
    params: { sessionId: session.id },
    ...(attendeeId === null ? {} : { query: { attendeeId } }),
  });
  const occurrences = answer?.occurrences ?? [];
  const addable = occurrences.filter((occurrence) => occurrence.canAdd).slice(0, MAX_WEEKS_AT_ONCE);

  async function addWeeks() {
    const outcome = await addToBasket(
      addable.map((occurrence) => ({
        type: 'session' as const,
        id: occurrence.session.id,
        pricingOptionId: occurrence.session.yourPrice!.pricingOptionId,
        ...(attendeeId === null ? {} : { purchasedForUserId: attendeeId }),
      })),
    );
    if (outcome === 'added') {
      const ids = new Set(addable.map((occurrence) => occurrence.session.id));
      setDone({
        added: addable,
        skipped: occurrences.filter((occurrence) => !ids.has(occurrence.session.id)),
      });
    }
  }

  const who = answer && attendeeId !== null ? ` for ${answer.attendee.name}` : '';
  return (
    <Modal
      open
      onClose={onClose}
      title={`Book ${session.name} every week`}
      size="large"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {done ? 'Close' : 'Cancel'}
          </Button>
          {!done && addable.length > 0 && (
            <Button
              busy={adding}
              aria-label={`Add ${sessions(addable.length)} to basket, ${session.name}, ${session.startTime} every week${who}`}
              onClick={addWeeks}
            >
              Add {sessions(addable.length)} to basket
            </Button>
          )}
        </>
      }
    >
      <div aria-live="polite">
        {done && (
          <Outcome>
            <p ref={outcomeRef} tabIndex={-1}>
              Added {sessions(done.added.length)} to your basket{who}.{' '}
              {done.skipped.length > 0 && `${sessions(done.skipped.length)} skipped:`}
            </p>
            {done.skipped.length > 0 && (
              <ul aria-label="Skipped">
                {done.skipped.map((occurrence) => (
                  <li key={occurrence.session.id}>
                    {when(occurrence)}: {occurrence.reasonText ?? `More than ${MAX_WEEKS_AT_ONCE} at once`}
                  </li>
                ))}
              </ul>
            )}
            <Link href="/basket">Go to your basket</Link>
          </Outcome>
        )}
      </div>
      {!done && (
        <>
          <p>
            {session.name} at {session.startTime} on {session.location}, {session.venue.name}, as far ahead as the
            timetable goes{who}.
          </p>
          {!answer && !isError && <Spinner label="Loading the weeks" />}
          {isError && <p role="alert">The weeks could not be loaded. Close this and try again.</p>}
          {answer && (
            <Weeks aria-label="Weeks">
              {occurrences.map((occurrence) => (
                <Week key={occurrence.session.id} $ok={occurrence.canAdd}>
                  <strong>{when(occurrence)}</strong>
                  <span>
                    {occurrence.canAdd ? <CheckIcon aria-hidden="true" /> : <InfoIcon aria-hidden="true" />}
                    {occurrence.canAdd
                      ? `Can be added${occurrence.session.yourPrice ? `: ${occurrence.session.yourPrice.label}` : ''}`
                      : occurrence.reasonText}
                  </span>
                </Week>
              ))}
            </Weeks>
          )}
          {answer && addable.length === 0 && <p>None of these weeks can be added to your basket now.</p>}
        </>
      )}
    </Modal>
  );
}
