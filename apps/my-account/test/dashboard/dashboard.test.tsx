import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoCustomer, demoMemberWithDirectDebit, logInAsDemoCustomer, renderApp } from '@leisure/app-store/testing';
import { demoLogin } from '@leisure/sandbox-api/testing';
import { DashboardPage } from '../../src/features/dashboard/index.ts';
import { MyAccountApp } from '../../src/index.ts';
import { preloadPages } from '../support/preloadPages.ts';
import { useSandbox } from '../support/sandboxApi.ts';

const { sandbox, injectFault } = useSandbox();
// The dashboard's code (its alerts now include lesson offers) loads before the first test's wait for its heading.
preloadPages(DashboardPage);

/** A dashboard section, once its data has come (each section shows when its own request answers). */
const section = (name: string) => screen.findByRole('region', { name });

function jordansMembership(name: string): number {
  const row = sandbox()
    .services.db.prepare(
      `SELECT um.id FROM user_memberships um JOIN membership_types t ON t.id = um.membership_type_id
       JOIN users u ON u.id = um.user_id WHERE u.email = ? AND t.name = ?`,
    )
    .get('jordan.lee@example.com', name) as { id: number };
  return row.id;
}

async function openDashboardAs(account: { username: string; password: string }, firstName: string) {
  await logInAsDemoCustomer(account);
  renderApp(MyAccountApp);
  await screen.findByRole('heading', { level: 1, name: `Hello, ${firstName}` });
}

describe('the dashboard', () => {
  it("Jordan's alerts: penalties that block booking, the expiring document with days left, the upload still to do", async () => {
    await openDashboardAs(demoLogin('customerWithPenalties'), 'Jordan');
    const alerts = await section('Needs your attention');
    await within(alerts).findByRole('heading', {
      level: 3,
      name: 'Upload proof of eligibility for Student Gym (16-25)',
    });
    const headings = within(alerts)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings[0]).toBe('You have outstanding penalties');
    expect(headings[1]).toBe('Your proof of eligibility expires in 12 days');
    expect(within(alerts).getByText('You cannot book activities until they are paid.')).toBeInTheDocument();
    // What to do: the operator's phone and email (no online payment of penalties: decision 0421).
    expect(await within(alerts).findByRole('link', { name: '0300 555 0100' })).toHaveAttribute(
      'href',
      'tel:03005550100',
    );
    const upload = within(alerts).getByRole('link', { name: 'Upload proof of eligibility, Student Gym (16-25)' });
    expect(upload).toHaveAttribute('href', `/memberships/${jordansMembership('Student Gym (16-25)')}/document`);
    // The expiring document is the concession's: its own upload page takes the new one.
    expect(within(alerts).getByRole('link', { name: 'Upload a new document' })).toHaveAttribute(
      'href',
      `/memberships/${jordansMembership('Leisure Pass Concession')}/document`,
    );
  });

  it('an alert link points at its membership from the moment it shows, however late the documents answer', async () => {
    injectFault({ path: '/my-account/documents', delayMs: 400 });
    await openDashboardAs(demoLogin('customerWithPenalties'), 'Jordan');
    const link = await screen.findByRole('link', { name: 'Upload a new document' });
    expect(link).toHaveAttribute('href', `/memberships/${jordansMembership('Leisure Pass Concession')}/document`);
  });

  it('Alex has nothing to act on: no alerts, his key facts, his monthly membership and its next payment', async () => {
    await openDashboardAs(demoMemberWithDirectDebit, 'Alex');
    expect(screen.queryByRole('region', { name: 'Needs your attention' })).not.toBeInTheDocument();
    expect(screen.getByText('BW100001')).toBeInTheDocument();
    const memberships = await section('Your memberships');
    expect(await within(memberships).findByText(/^Next payment: £\d+\.\d\d on \d{1,2} \w+ \d{4}$/)).toBeInTheDocument();
    expect(within(memberships).getByRole('link', { name: 'All memberships' })).toHaveAttribute('href', '/memberships');
    expect(within(memberships).getByRole('link', { name: 'Membership card' })).toHaveAttribute(
      'href',
      '/membership-card',
    );
  });

  it('shows at most the next three bookings, soonest first, and the way to all of them', async () => {
    await openDashboardAs(demoCustomer, 'Sam');
    const bookings = await section('Next bookings');
    await within(bookings).findAllByRole('listitem');
    const items = within(bookings).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(3);
    expect(items[0]).toHaveTextContent(/\w{3} \d{1,2} \w{3}, \d\d:\d\d to \d\d:\d\d/);
    expect(within(bookings).getByRole('link', { name: 'All upcoming bookings' })).toHaveAttribute(
      'href',
      '/bookings/upcoming',
    );
  });
});
