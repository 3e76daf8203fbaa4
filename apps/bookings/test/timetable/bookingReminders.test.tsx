import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logInAsDemoCustomer, renderApp } from '@leisure/app-store/testing';
import { BookingsApp } from '../../src/index.ts';
import { useSandbox } from '../support/sandboxApi.ts';
import { londonDate } from '../support/timetableDays.ts';

/** 12 days ahead: booking opens later there for everyone (7 days ahead, 10 for members; decision 0330). */
const PAGE = `/location/leeds-city?date=${londonDate(12)}`;

async function laterDay() {
  const user = userEvent.setup();
  renderApp(BookingsApp, PAGE);
  const sessions = await screen.findByRole('list', { name: 'Sessions' }, { timeout: 5000 });
  const remindMe = await within(sessions).findAllByRole('button', { name: /^Remind me, / }, { timeout: 5000 });
  return { user, sessions, first: remindMe[0]! };
}

describe('"Remind me" when booking opens later (docs/decisions/0335-booking-opens-reminders.md)', () => {
  const { sandbox } = useSandbox();
  const reminders = () =>
    sandbox().services.db.prepare('SELECT session_id FROM booking_reminders').all() as { session_id: number }[];

  it('sets a reminder, says so, moves focus to "Cancel reminder", and cancels it with focus back on "Remind me"', async () => {
    await logInAsDemoCustomer();
    const { user, first } = await laterDay();
    expect(first).toHaveAccessibleName(/^Remind me, .+, \d\d:\d\d$/);
    const named = first.getAttribute('aria-label')!.replace(/^Remind me, /, '');
    const card = first.closest('li')!;
    expect(within(card).getByText(/^Booking opens \w{3} \d{1,2} \w{3} at \d\d:\d\d$/)).toBeInTheDocument();

    await user.click(first);
    const cancel = await within(card).findByRole('button', { name: `Cancel reminder, ${named}` }, { timeout: 5000 });
    await waitFor(() => expect(cancel).toHaveFocus());
    expect(within(card).getByText("We'll email you when booking opens")).toBeInTheDocument();
    expect(
      await screen.findByText(new RegExp(`^We'll email you when booking opens .* for ${named}\\.$`)),
    ).toBeVisible();
    expect(reminders()).toHaveLength(1);

    await user.click(cancel);
    const remindAgain = await within(card).findByRole('button', { name: `Remind me, ${named}` }, { timeout: 5000 });
    await waitFor(() => expect(remindAgain).toHaveFocus());
    expect(within(card).queryByText("We'll email you when booking opens")).toBeNull();
    expect(reminders()).toEqual([]);
  });

  it('sends a visitor to log in and back to this page', async () => {
    const { user, first } = await laterDay();
    await user.click(first);
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe(PAGE);
    expect(reminders()).toEqual([]);
  });
});
