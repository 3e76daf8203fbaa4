import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoMemberWithDirectDebit, logInAsDemoCustomer, renderApp } from '@leisure/app-store/testing';
import { BookingsApp } from '../../src/index.ts';
import { server } from '../support/mswServer.ts';
import { useSandbox } from '../support/sandboxApi.ts';

/** The venue page on tomorrow's sessions. */
async function tomorrowAtLeeds() {
  const user = userEvent.setup();
  renderApp(BookingsApp, '/location/leeds-city');
  await screen.findByRole('tablist', { name: 'Days' }, { timeout: 5000 });
  await user.click(screen.getByRole('tab', { name: 'Tomorrow' }));
  const sessions = await screen.findByRole('list', { name: 'Sessions' });
  return { user, sessions };
}

describe('quick book of a session included in the membership (docs/decisions/0334)', () => {
  useSandbox();

  it('confirms in a dialog, books it as a free order without the basket and lands on the confirmation', async () => {
    // Alex Morgan is a member at Leeds City: lane swims there are included (docs/decisions/0330).
    await logInAsDemoCustomer(demoMemberWithDirectDebit);
    const { user, sessions } = await tomorrowAtLeeds();
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
    expect(within(dialog).getByText('Included in your membership: £0.00')).toBeInTheDocument();
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

  it('Cancel closes the dialog and books nothing', async () => {
    await logInAsDemoCustomer(demoMemberWithDirectDebit);
    const { user, sessions } = await tomorrowAtLeeds();
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
