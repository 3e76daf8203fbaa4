import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoMemberWithDirectDebit, logInAsDemoCustomer } from '@leisure/app-store/testing';
import { useSandbox } from '../support/sandboxApi.ts';
import { addable, firstDayWith, londonDate, sessionsOn, venueTimetableOn } from '../support/timetableDays.ts';

describe('"Book this every week" (docs/decisions/0333-repeat-bookings.md)', () => {
  const { sandbox } = useSandbox();

  const onDay = (daysAhead: number) =>
    sessionsOn(sandbox(), londonDate(daysAhead), { person: demoMemberWithDirectDebit.username });

  /**
   * The first day whose first session to book now (included in the membership) is on again a week later, scheduled
   * and not booked: the seeded timetable differs by weekday and cancels the odd session.
   */
  function dayRepeatingItsFirstBookNow(): number {
    return firstDayWith('a session to book now that is on again a week later', (_date, daysAhead) => {
      const first = onDay(daysAhead).find((session) => session.included && addable(session));
      return onDay(daysAhead + 7).some(
        (next) => next.name === first?.name && next.startTime === first.startTime && next.scheduled && !next.booked,
      );
    });
  }

  /** Fills the occurrence a week after `daysAhead`'s `name` at `time` at Leeds City. */
  function fillNextWeek(daysAhead: number, name: string, time: string): void {
    const next = onDay(daysAhead + 7).find((session) => session.name === name && session.startTime === time)!;
    const filled = sandbox()
      .services.db.prepare(
        `UPDATE activity_sessions SET offline_bookings = capacity WHERE id = ? AND status = 'scheduled'`,
      )
      .run(next.id);
    expect(filled.changes).toBeGreaterThan(0);
  }

  it('lists the weeks with why one cannot be added, adds the others in one step and says what was skipped', async () => {
    const day = dayRepeatingItsFirstBookNow();
    await logInAsDemoCustomer(demoMemberWithDirectDebit);
    const { user, sessions } = await venueTimetableOn(day);
    // A session the member can book (included), whose occurrence next week is then full.
    const bookNow = (await within(sessions).findAllByRole('button', { name: /^Book now, / }, { timeout: 5000 }))[0]!;
    const [, name, time] = /^Book now, (.+), (\d\d:\d\d)$/.exec(bookNow.getAttribute('aria-label')!)!;
    fillNextWeek(day, name!, time!);
    const card = bookNow.closest('li')!;

    await user.click(within(card).getByRole('button', { name: `Details, ${name}, ${time}` }));
    const details = await screen.findByRole('dialog', { name });
    await user.click(within(details).getByRole('button', { name: `Book this every week, ${name}, ${time}` }));

    const dialog = await screen.findByRole('dialog', { name: `Book ${name} every week` });
    const weeks = await within(dialog).findByRole('list', { name: 'Weeks' });
    const items = within(weeks).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/Can be added: Included in your membership/);
    expect(items[1]).toHaveTextContent(/Full$/);

    await user.click(
      within(dialog).getByRole('button', { name: `Add 1 session to basket, ${name}, ${time} every week` }),
    );
    expect(await within(dialog).findByText(/^Added 1 session to your basket\. 1 session skipped:/)).toBeInTheDocument();
    const skipped = within(dialog).getByRole('list', { name: 'Skipped' });
    expect(within(skipped).getByRole('listitem')).toHaveTextContent(new RegExp(`${time} to \\d\\d:\\d\\d: Full$`));
    expect(within(dialog).getByRole('link', { name: 'Go to your basket' })).toHaveAttribute('href', '/basket');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card).getByRole('button', { name: `Details, ${name}, ${time}` })).toHaveFocus();
    await waitFor(() => expect(within(card).getByRole('link', { name: 'In your basket' })).toBeInTheDocument());
  });
});
