import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoCustomer, demoMemberWithDirectDebit, logInAsDemoCustomer, sessionToken } from '@leisure/app-store/testing';
import { server } from '../support/mswServer.ts';
import { apiBaseUrl, useSandbox } from '../support/sandboxApi.ts';
import {
  addable,
  firstDayWith,
  londonDate,
  OPEN_DAYS,
  sessionsOn,
  venueTimetableOn,
} from '../support/timetableDays.ts';

interface WireSession {
  name: string;
  start_time: string;
  bookable: boolean;
  is_booked: boolean;
  in_basket: boolean;
  your_price: { kind: string } | null;
}

/** The first day at a venue with a session the logged-in customer's pass covers, as the API prices it for them. */
async function firstDayOnAPass(venue: string): Promise<{ daysAhead: number; session: WireSession }> {
  for (let daysAhead = 1; daysAhead <= OPEN_DAYS; daysAhead += 1) {
    const answer = await fetch(`${apiBaseUrl}/activities/timetable?venue=${venue}&date=${londonDate(daysAhead)}`, {
      headers: { authorization: `Bearer ${sessionToken()}` },
    });
    const { data } = (await answer.json()) as { data: { sessions: WireSession[] } };
    const session = data.sessions.find(
      (candidate) =>
        candidate.your_price?.kind === 'package' && candidate.bookable && !candidate.is_booked && !candidate.in_basket,
    );
    if (session) return { daysAhead, session };
  }
  throw new Error(`No session on a pass at ${venue} in the next ${OPEN_DAYS} days`);
}

describe('quick book of a session included in the membership (docs/decisions/0334)', () => {
  const { sandbox } = useSandbox();

  /**
   * The member's page at Leeds City on the first day with a session to book now whose last Add to basket is another
   * session at an adult's price (a junior class's asks who attends); the seeded timetable differs by weekday.
   */
  function bookNowDayAtLeeds() {
    const day = firstDayWith('a session to book now and a later adult one', (date) => {
      const open = sessionsOn(sandbox(), date, { person: demoMemberWithDirectDebit.username }).filter(addable);
      const first = open.find((session) => session.included);
      const last = open.at(-1);
      return first !== undefined && last !== undefined && last !== first && last.adult;
    });
    return venueTimetableOn(day);
  }

  it('confirms in a dialog, books it as a free order without the basket and lands on the confirmation', async () => {
    // Alex Morgan is a member at Leeds City: lane swims there are included (docs/decisions/0330).
    await logInAsDemoCustomer(demoMemberWithDirectDebit);
    const { user, sessions } = await bookNowDayAtLeeds();
    const bookNow = await within(sessions).findAllByRole('button', { name: /^Book now, / }, { timeout: 5000 });
    expect(bookNow[0]).toHaveAccessibleName(/^Book now, .+, \d\d:\d\d$/);
    const [, activity, time] = /^Book now, (.+), (\d\d:\d\d)$/.exec(bookNow[0]!.getAttribute('aria-label')!)!;

    // Another session waits in the basket: quick book leaves it there (no basket or checkout call).
    const basketCalls: string[] = [];
    const other = within(sessions)
      .getAllByRole('button', { name: /^Add to basket, / })
      .at(-1)!;
    expect(other).not.toHaveAccessibleName(`Add to basket, ${activity}, ${time}`);
    await user.click(other);
    expect(await screen.findByText('Successfully added item to the basket.')).toBeInTheDocument();
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.match(/\/(cart|checkout)/) && request.method !== 'GET')
        basketCalls.push(`${request.method} ${request.url}`);
    });

    await user.click(bookNow[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your booking' });
    expect(within(dialog).getByText(activity!)).toBeInTheDocument();
    expect(within(dialog).getByText(new RegExp(`${time} to `))).toBeInTheDocument();
    expect(within(dialog).getByText('Alex Morgan')).toBeInTheDocument();
    expect(within(dialog).getByText('Included in your membership')).toBeInTheDocument();
    expect(within(dialog).getByText('£0.00')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await user.click(await within(dialog).findByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/order-confirmed\/\d+$/), { timeout: 5000 });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(activity!).length).toBeGreaterThan(0);
    expect(basketCalls).toEqual([]);
    server.events.removeAllListeners('request:start');
  });

  it("books a session on the member's pass: the dialog says the uses left before and after, the confirmation what was used", async () => {
    // Sam Patel's Fitness Class 10-Pass covers classes at his home centre (docs/decisions/0018).
    await logInAsDemoCustomer(demoCustomer);
    const { daysAhead, session } = await firstDayOnAPass('salford-quays');
    const { user, sessions } = await venueTimetableOn(daysAhead, 'salford-quays');
    const bookNow = await within(sessions).findAllByRole(
      'button',
      { name: `Book now, ${session.name}, ${session.start_time}` },
      { timeout: 5000 },
    );
    await user.click(bookNow[0]!);

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your booking' });
    const uses = await within(dialog).findByText(
      /^Uses 1 of your Fitness Class 10-Pass: \d+ left now, \d+ after this booking$/,
    );
    const [, now, after] = /(\d+) left now, (\d+) after/.exec(uses.textContent!)!;
    expect(Number(after)).toBe(Number(now) - 1);
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.click(await within(dialog).findByRole('button', { name: 'Confirm booking' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(`Fitness Class 10-Pass used, ${after} left`)).toBeInTheDocument();
  });

  it('Cancel closes the dialog and books nothing', async () => {
    await logInAsDemoCustomer(demoMemberWithDirectDebit);
    const { user, sessions } = await bookNowDayAtLeeds();
    const bookNow = (await within(sessions).findAllByRole('button', { name: /^Book now, / }, { timeout: 5000 }))[0]!;
    const name = bookNow.getAttribute('aria-label')!;
    await user.click(bookNow);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your booking' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(sessions).getByRole('button', { name })).toHaveFocus();
    expect(window.location.pathname).toBe('/location/leeds-city');
  });
});
