import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoMemberWithDirectDebit, logInAsDemoCustomer, renderApp } from '@leisure/app-store/testing';
import { BookingsApp } from '../../src/index.ts';
import { useSandbox } from '../support/sandboxApi.ts';

const londonDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(at);
const londonTime = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);

describe('"Book this every week" (docs/decisions/0333-repeat-bookings.md)', () => {
  const { sandbox } = useSandbox();

  /** Fills the occurrence a week after tomorrow's `name` at `time` at Leeds City. */
  function fillNextWeek(name: string, time: string): void {
    const { db } = sandbox().services;
    const tomorrow = londonDate(new Date(Date.now() + 86_400_000));
    const rows = db
      .prepare(
        `SELECT s.id, s.activity_id, s.starts_at FROM activity_sessions s JOIN activities a ON a.id = s.activity_id
         JOIN venues v ON v.id = s.venue_id WHERE v.slug = 'leeds-city' AND a.name = ? AND s.local_date = ?`,
      )
      .all(name, tomorrow) as { id: number; activity_id: number; starts_at: string }[];
    const first = rows.find((row) => londonTime(new Date(row.starts_at)) === time)!;
    const next = new Date(new Date(first.starts_at).getTime() + 7 * 86_400_000);
    const filled = db
      .prepare(
        `UPDATE activity_sessions SET offline_bookings = capacity
         WHERE activity_id = ? AND local_date = ? AND status = 'scheduled'`,
      )
      .run(first.activity_id, londonDate(next));
    expect(filled.changes).toBeGreaterThan(0);
  }

  it('lists the weeks with why one cannot be added, adds the others in one step and says what was skipped', async () => {
    await logInAsDemoCustomer(demoMemberWithDirectDebit);
    const user = userEvent.setup();
    renderApp(BookingsApp, '/location/leeds-city');
    await screen.findByRole('tablist', { name: 'Days' }, { timeout: 5000 });
    await user.click(screen.getByRole('tab', { name: 'Tomorrow' }));
    const sessions = await screen.findByRole('list', { name: 'Sessions' });
    // A session the member can book (included), whose occurrence next week is then full.
    const bookNow = (await within(sessions).findAllByRole('button', { name: /^Book now, / }, { timeout: 5000 }))[0]!;
    const [, name, time] = /^Book now, (.+), (\d\d:\d\d)$/.exec(bookNow.getAttribute('aria-label')!)!;
    fillNextWeek(name!, time!);
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
