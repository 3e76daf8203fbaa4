import { demoAccounts } from '@leisure/sandbox-api/testing';
import { bearer } from '../../support/apiAnswers.ts';
import { expect, test } from '../../support/fixtures.ts';
import { tokenOf } from '../bookings/support/memberApi.ts';

// The audit trail of staff actions (docs/decisions/0601) read as a duty manager would, after every other test on this
// sandbox: the front-of-house journeys of this run (tests/frontOfHouse) selected Sam at the desk, booked for him and
// took cash, and each of those calls must be there, by the member of staff who made it. The sandbox's database is
// fresh for each run, so what is listed is this run's.
interface AuditEntry {
  at: string;
  staff: { reference: string };
  customer: { reference: string } | null;
  action: string;
  description: string;
  order_id: number | null;
}

const sam = demoAccounts.memberWithoutDirectDebit;

test('a duty manager reads the staff actions of this run on Sam, and front-desk staff may not', async ({ request }) => {
  const staffToken = await tokenOf(request, 'BWSTAFF01');
  const managerToken = await tokenOf(request, 'BWMANAGER01');

  // A search is a POST (decision 0601): a GET writes nothing to the trail.
  const found = await request.post('/api/staff/customers/search', {
    headers: bearer(staffToken),
    data: { q: sam.reference },
  });
  expect(found.ok()).toBe(true);
  const samId = (
    (await found.json()) as { data: { customers: { id: number; reference: string }[] } }
  ).data.customers.find((customer) => customer.reference === sam.reference)?.id;
  expect(samId, 'Sam is found by his reference').toBeDefined();

  const refused = await request.get(`/api/staff/audit?customer_id=${samId}`, { headers: bearer(staffToken) });
  expect(refused.status(), 'front-desk staff cannot read the audit trail').toBe(403);

  const answer = await request.get(`/api/staff/audit?customer_id=${samId}&per_page=100`, {
    headers: bearer(managerToken),
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const entries = ((await answer.json()) as { data: { entries: AuditEntry[] } }).data.entries;

  const byFrontDesk = entries.filter((entry) => entry.staff.reference === 'BWSTAFF01');
  expect(byFrontDesk.every((entry) => entry.customer?.reference === sam.reference)).toBe(true);
  const actions = new Set(byFrontDesk.map((entry) => entry.action));
  for (const action of ['selectStaffCustomer', 'addToCart', 'setCartPayment', 'payAtFrontOfHouse']) {
    expect(actions, `the trail records ${action} for Sam: ${[...actions].join(', ')}`).toContain(action);
  }
  const payment = byFrontDesk.find((entry) => entry.action === 'payAtFrontOfHouse');
  expect(payment?.order_id, 'paying at the desk names the order').toEqual(expect.any(Number));
  expect(byFrontDesk.some((entry) => /cash/i.test(entry.description))).toBe(true);
  // Newest first, each with its time.
  const times = entries.map((entry) => Date.parse(entry.at));
  expect(times.every((time, i) => i === 0 || time <= (times[i - 1] ?? time))).toBe(true);
});
