import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SessionSummary } from '@leisure/api-contract/browser';
import { isApiError } from '@leisure/api-client';
import {
  useCancelSessionReminderMutation,
  useSetSessionReminderMutation,
} from '@leisure/api-client/endpoints/activitiesApi';
import { showToast, useAppDispatch, useAppSelector } from '@leisure/app-store';
import { loginUrlFor, selectLoggedIn } from '@leisure/auth';
import { Button } from '@leisure/ui';
import { bookingOpensLabel } from '../rules/sessionLabels.ts';

export const REMINDER_SET_TEXT = "We'll email you when booking opens";
const FAILED_TEXT = 'Your reminder could not be changed, please try again.';

/**
 * "Remind me" on a session whose booking opens later (docs/decisions/0335-booking-opens-reminders.md), and "Cancel
 * reminder" once set. Visitors go to log in and come back to this page, as for the waiting list. When one button
 * gives way to the other (after the timetable refetches), focus follows, rather than falling back to the page.
 */
export function ReminderButton({ session }: { session: SessionSummary }) {
  const named = `${session.name}, ${session.startTime}`;
  const loggedIn = useAppSelector(selectLoggedIn);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [remind, reminding] = useSetSessionReminderMutation();
  const [cancel, cancelling] = useCancelSessionReminderMutation();
  const [focusWhenSet, setFocusWhenSet] = useState<boolean | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusWhenSet !== null && session.reminderSet === focusWhenSet) {
      button.current?.focus();
      setFocusWhenSet(null);
    }
  }, [focusWhenSet, session.reminderSet]);

  async function change(set: boolean) {
    if (!loggedIn) {
      void navigate(loginUrlFor(location));
      return;
    }
    if (reminding.isLoading || cancelling.isLoading) return;
    const args = { params: { sessionId: session.id } };
    const result = set ? await remind({ ...args, body: {} }) : await cancel(args);
    if ('error' in result) {
      const message = isApiError(result.error) && result.error.status === 409 ? result.error.message : FAILED_TEXT;
      dispatch(showToast({ content: message, type: 'danger' }));
      return;
    }
    setFocusWhenSet(set);
    const when = bookingOpensLabel(session.bookingOpensAt).replace('Booking opens', 'booking opens');
    dispatch(
      showToast({
        content: set
          ? `We'll email you when ${when} for ${named}.`
          : `Reminder cancelled: we won't email you about ${named}.`,
        type: 'success',
      }),
    );
  }

  const label = session.reminderSet ? 'Cancel reminder' : 'Remind me';
  return (
    <Button
      ref={button}
      variant="secondary"
      size="small"
      aria-label={`${label}, ${named}`}
      onClick={() => void change(!session.reminderSet)}
    >
      {label}
    </Button>
  );
}
