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

describe('the waiting list of a full session: modes, position and leaving (docs/decisions/0311-waiting-list.md)', () => {
  const { sandbox } = useSandbox();

  /** Fills tomorrow's last Lane Swimming at Leeds City (included in the demo member's membership). */
  function fillTomorrowsLastSwim(): { name: string; startTime: string; startsAt: string } {
    const { db } = sandbox().services;
    const row = db
      .prepare(
        `SELECT s.id, s.starts_at FROM activity_sessions s JOIN activities a ON a.id = s.activity_id
         JOIN venues v ON v.id = s.venue_id WHERE v.slug = 'leeds-city' AND a.name = 'Lane Swimming'
         AND s.local_date = ? AND s.status = 'scheduled' ORDER BY s.starts_at DESC LIMIT 1`,
      )
      .get(londonDate(new Date(Date.now() + 86_400_000))) as { id: number; starts_at: string };
    db.prepare('UPDATE activity_sessions SET offline_bookings = capacity WHERE id = ?').run(row.id);
    return { name: 'Lane Swimming', startTime: londonTime(new Date(row.starts_at)), startsAt: row.starts_at };
  }

  async function openWaitingList(full: { name: string; startTime: string }) {
    const user = userEvent.setup();
    renderApp(BookingsApp, '/location/leeds-city');
    await screen.findByRole('tablist', { name: 'Days' }, { timeout: 5000 });
    await user.click(screen.getByRole('tab', { name: 'Tomorrow' }));
    const sessions = await screen.findByRole('list', { name: 'Sessions' });
    await user.click(
      await within(sessions).findByRole('button', { name: `Join waiting list, ${full.name}, ${full.startTime}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Join the waiting list' });
    await within(dialog).findByRole('radiogroup', { name: 'When a place comes free' });
    return { user, sessions, dialog };
  }

  it('a member whose membership covers it may be booked automatically until a cut-off they choose', async () => {
    const full = fillTomorrowsLastSwim();
    await logInAsDemoCustomer(demoMemberWithDirectDebit);
    const { user, sessions, dialog } = await openWaitingList(full);
    expect(within(dialog).getByRole('radio', { name: /^Offer me the place/ })).toBeChecked();
    expect(within(dialog).queryByRole('combobox', { name: /^Keep trying until/ })).toBeNull();

    await user.click(within(dialog).getByRole('radio', { name: /^Book me automatically/ }));
    const cutOff = within(dialog).getByRole('combobox', { name: /^Keep trying until/ });
    expect(cutOff).toHaveDisplayValue('When the session starts');
    await user.selectOptions(cutOff, '1 hour before it starts');
    await user.click(within(dialog).getByRole('button', { name: 'Join waiting list' }));

    const mine = await screen.findByRole('dialog', { name: 'You are on the waiting list' });
    const until = londonTime(new Date(new Date(full.startsAt).getTime() - 3_600_000));
    expect(
      within(mine).getByText(
        new RegExp(
          `1st in line: we will book a place that comes free until [A-Z][a-z]{2} \\d{1,2} [A-Z][a-z]{2}, ${until}$`,
        ),
      ),
    ).toBeInTheDocument();

    // Leaving is one click, nothing asked.
    await user.click(within(mine).getByRole('button', { name: 'Leave the waiting list' }));
    expect(await screen.findByRole('dialog', { name: 'Join the waiting list' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(
      await within(sessions).findByRole('button', { name: `Join waiting list, ${full.name}, ${full.startTime}` }),
    ).toBeInTheDocument();
  });

  it('someone whose price is not covered is offered the place only, and sees their position once on the list', async () => {
    const full = fillTomorrowsLastSwim();
    await logInAsDemoCustomer();
    const { user, sessions, dialog } = await openWaitingList(full);
    expect(within(dialog).getAllByRole('radio')).toHaveLength(1);
    expect(within(dialog).queryByRole('radio', { name: /^Book me automatically/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Join waiting list' }));
    const mine = await screen.findByRole('dialog', { name: 'You are on the waiting list' });
    expect(
      within(mine).getByText(/in line: we will hold a place that comes free in your basket for 30 minutes$/),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    const view = await within(sessions).findByRole('button', {
      name: `View waiting list, ${full.name}, ${full.startTime}`,
    });
    await waitFor(() =>
      expect(within(view.closest('li')!).getByText(/^You are \d+(st|nd|rd|th) in line$/)).toBeInTheDocument(),
    );
  });
});
