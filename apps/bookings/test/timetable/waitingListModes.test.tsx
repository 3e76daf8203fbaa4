import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoCustomer, demoMemberWithDirectDebit, logInAsDemoCustomer } from '@leisure/app-store/testing';
import { useSandbox } from '../support/sandboxApi.ts';
import { firstDayWith, londonDate, londonTime, sessionsOn, venueTimetableOn } from '../support/timetableDays.ts';

describe('the waiting list of a full session: modes, position and leaving (docs/decisions/0311-waiting-list.md)', () => {
  const { sandbox } = useSandbox();

  /**
   * Fills the last scheduled Lane Swimming at Leeds City (included in the demo member's membership) on the first day
   * from tomorrow that has one `person` is not booked on (the seeded venue cancels the odd session).
   */
  function fillLastSwim(person: string): { name: string; startTime: string; startsAt: string; daysAhead: number } {
    const swimsOn = (date: string) =>
      sessionsOn(sandbox(), date, { person }).filter(
        (session) => session.name === 'Lane Swimming' && session.scheduled && !session.booked,
      );
    const daysAhead = firstDayWith('a scheduled Lane Swimming at Leeds City', (date) => swimsOn(date).length > 0);
    const swim = swimsOn(londonDate(daysAhead)).at(-1)!;
    sandbox().services.db.prepare('UPDATE activity_sessions SET offline_bookings = capacity WHERE id = ?').run(swim.id);
    return { name: swim.name, startTime: swim.startTime, startsAt: swim.startsAt, daysAhead };
  }

  async function openWaitingList(full: { name: string; startTime: string; daysAhead: number }) {
    const { user, sessions } = await venueTimetableOn(full.daysAhead);
    await user.click(
      await within(sessions).findByRole('button', { name: `Join waiting list, ${full.name}, ${full.startTime}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Join the waiting list' });
    await within(dialog).findByRole('radiogroup', { name: 'When a place comes free' });
    return { user, sessions, dialog };
  }

  it('a member whose membership covers it may be booked automatically until a cut-off they choose', async () => {
    const full = fillLastSwim(demoMemberWithDirectDebit.username);
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
    const full = fillLastSwim(demoCustomer.username);
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
