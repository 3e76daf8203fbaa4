import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoCustomer, demoMemberWithDirectDebit } from '@leisure/app-store/testing';
import { demoLogin } from '@leisure/sandbox-api/testing';
import { openAccountPage } from '../support/openAccountPage.ts';
import { useSandbox } from '../support/sandboxApi.ts';

const openPackages = (account = demoCustomer) => openAccountPage('/packages', 'Packages', account);

const packageCard = async (name: string) => screen.findByRole('article', { name });

describe('Packages page', () => {
  const { injectFault, sandbox } = useSandbox();

  it('shows a package with its uses left, expiry, where it is valid and when it was bought', async () => {
    await openPackages();
    expect(document.title).toContain('Packages');
    const active = await screen.findByRole('region', { name: 'Active packages' });
    const card = await within(active).findByRole('article', { name: 'Fitness Class 10-Pass' });
    expect(within(card).getByText('Active')).toBeInTheDocument();
    const facts = within(card).getAllByRole('definition');
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Uses', 'Expires', 'Valid at', 'Bought on']);
    // Sam's pass: three past classes and one upcoming have taken four of ten uses.
    expect(facts[0]).toHaveTextContent('6 of 10 left');
    expect(facts[1]).toHaveTextContent(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(facts[3]).toHaveTextContent(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  });

  it('lists the uses, latest first, each booked one linking to its booking on the Bookings pages', async () => {
    await openPackages();
    const card = await packageCard('Fitness Class 10-Pass');
    const history = within(card).getByRole('region', { name: 'Use history' });
    const uses = within(history).getAllByRole('listitem');
    expect(uses).toHaveLength(4);
    expect(uses[0]).toHaveTextContent(/^Pilates, \w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2}Booked$/);
    const upcoming = within(uses[0]!).getByRole('link', { name: /^Pilates, / });
    expect(upcoming).toHaveAttribute('href', expect.stringMatching(/^\/bookings\/upcoming#booking-\d+$/));
    for (const use of uses.slice(1)) {
      expect(use).toHaveTextContent(/Used$/);
      expect(within(use).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/bookings#booking-\d+$/));
    }
  });

  it('follows a use to the Bookings page it is on', async () => {
    const user = userEvent.setup();
    await openPackages();
    const card = await packageCard('Fitness Class 10-Pass');
    const [latest] = within(card).getAllByRole('link', { name: /^Pilates, / });
    await user.click(latest!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookings' })).toBeInTheDocument();
  });

  it('puts used-up and expired packages after the active ones; one that never expires and is valid anywhere says so', async () => {
    await openPackages(demoMemberWithDirectDebit);
    const active = await screen.findByRole('region', { name: 'Active packages' });
    expect(within(active).getAllByRole('article')).toHaveLength(2);
    const racquets = within(active).getByRole('article', { name: 'Racquet Sports 10-Visit Card' });
    expect(racquets).toHaveTextContent('10 of 10 left');
    expect(racquets).toHaveTextContent('Never expires');
    expect(racquets).toHaveTextContent('Any of our venues');
    expect(within(racquets).getByText('Not used yet.')).toBeInTheDocument();

    const finished = screen.getByRole('region', { name: 'Used up or expired' });
    const training = within(finished).getByRole('article', { name: 'Personal Training – 3 Sessions' });
    expect(within(training).getByText('Expired')).toBeInTheDocument();
    expect(training).toHaveTextContent('3 of 3 left');
    expect(training).toHaveTextContent(/Expiry\s*Expired on \d{1,2} [A-Z][a-z]+ \d{4}/);
  });

  it('says a cancelled booking gave its use back, without a link, and counts the use as left again', async () => {
    const { db } = sandbox().services;
    // Sam's booked (upcoming) class on the pass, cancelled behind the page's back.
    db.prepare(
      `UPDATE bookings SET status = 'cancelled', cancelled_at = ? WHERE id = (
         SELECT b.id FROM bookings b JOIN activity_sessions s ON s.id = b.session_id
         JOIN users u ON u.id = b.attendee_user_id
         WHERE u.email = ? AND b.entitlement_id IS NOT NULL AND s.starts_at > ? ORDER BY s.starts_at LIMIT 1)`,
    ).run(new Date().toISOString(), demoCustomer.username, new Date().toISOString());
    await openPackages();
    const card = await packageCard('Fitness Class 10-Pass');
    expect(card).toHaveTextContent('7 of 10 left');
    const cancelled = within(card)
      .getAllByRole('listitem')
      .find((use) => use.textContent?.endsWith('Cancelled, use given back'))!;
    expect(cancelled).toHaveTextContent(/^Pilates, /);
    expect(within(cancelled).queryByRole('link')).not.toBeInTheDocument();
  });

  it('tells a customer without packages what a package is and where to get one', async () => {
    await openPackages(demoLogin('customerWithPenalties'));
    expect(await screen.findByText('You have no packages.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'book an activity' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Active packages' })).not.toBeInTheDocument();
  });

  it('says when the packages could not be loaded and loads them again on Try again', async () => {
    const user = userEvent.setup();
    injectFault({ path: '/my-account/packages', method: 'GET', status: 500 });
    await openPackages();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load your packages.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await packageCard('Fitness Class 10-Pass')).toBeInTheDocument();
  });
});
