import { beforeAll, describe, expect, it } from 'vitest';
import { contract, type CustomersPage, type StaffCustomer } from '@leisure/api-contract';
import { fixedClock } from '../../src/clock.ts';
import { demoAccounts, type DemoAccountKey } from '../../src/seed/demoAccounts.ts';
import { useSandbox } from '../support/useSandbox.ts';

// What the desk checks a customer by before serving them (issue 23, docs/decisions/0025): their date of birth and
// their membership (the current one, else the next to start, else the one that ended last), in every search result
// and in the selection's answer. Tuesday 10 March 2026, 09:00: the demo memberships are dated from that day.
const sandbox = useSandbox({ clock: fixedClock('2026-03-10T09:00:00Z') });
const { api } = sandbox;

let staff: string;
beforeAll(async () => {
  staff = await api.login('staff');
});

const found = async (key: DemoAccountKey): Promise<StaffCustomer> => {
  const answer = await api.call<{ data: CustomersPage }>(contract.staff.searchCustomers, {
    token: staff,
    body: { q: demoAccounts[key].reference },
  });
  expect(answer.status).toBe(200);
  return answer.json.data.customers[0]!;
};

/** Gives the customer one more membership of the demo catalogue's first type, on the dates given. */
function holdMembership(key: DemoAccountKey, startDate: string, endDate: string | null) {
  const db = sandbox.db();
  const { id } = db.prepare('SELECT id FROM users WHERE reference = ?').get(demoAccounts[key].reference) as {
    id: number;
  };
  const option = db
    .prepare('SELECT id, membership_type_id FROM membership_payment_options ORDER BY id LIMIT 1')
    .get() as {
    id: number;
    membership_type_id: number;
  };
  const venue = db.prepare('SELECT id FROM venues ORDER BY id LIMIT 1').get() as { id: number };
  db.prepare(
    `INSERT INTO user_memberships (user_id, membership_type_id, payment_option_id, home_venue_id, price, start_date,
       end_date, created_at) VALUES (?, ?, ?, ?, 1000, ?, ?, '2026-01-01T09:00:00Z')`,
  ).run(id, option.membership_type_id, option.id, venue.id, startDate, endDate);
  const { name } = db.prepare('SELECT name FROM membership_types WHERE id = ?').get(option.membership_type_id) as {
    name: string;
  };
  return name;
}

describe('the desk checks identity: search results say date of birth and membership', () => {
  it('Sam: his date of birth, and his current Swim Only rather than the Classes Unlimited that ended', async () => {
    const sam = await found('memberWithoutDirectDebit');
    expect(sam.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sam.membership).toMatchObject({ name: 'Swim Only', status: 'active' });
  });

  it('Chris, who has never held a membership: none', async () => {
    expect((await found('sharedEmailParent')).membership).toBeNull();
  });

  it.each([
    ['only one that ended: ended', [['2025-01-01', '2025-12-31']], 'ended', '2025-01-01'],
    [
      'one ended and one to start: the one to start (pending)',
      [
        ['2025-01-01', '2025-06-30'],
        ['2026-04-01', null],
      ],
      'pending',
      '2026-04-01',
    ],
    [
      'two ended: the one that ended last',
      [
        ['2024-01-01', '2024-06-30'],
        ['2025-01-01', '2025-06-30'],
      ],
      'ended',
      '2025-01-01',
    ],
    ['one that ends today: still active', [['2025-03-10', '2026-03-10']], 'active', '2025-03-10'],
  ] as const)('Ellie holding %s', async (_, held, status, startDate) => {
    // Ellie holds none in the demo data; each row adds hers and the table reads the newest state.
    sandbox
      .db()
      .prepare('DELETE FROM user_memberships WHERE user_id = (SELECT id FROM users WHERE reference = ?)')
      .run(demoAccounts.sharedEmailChild.reference);
    let name = '';
    for (const [start, end] of held) name = holdMembership('sharedEmailChild', start, end);
    expect((await found('sharedEmailChild')).membership).toEqual({
      name,
      status,
      startDate,
      endDate: held.find(([start]) => start === startDate)![1],
    });
  });

  it('selecting a customer answers the same facts', async () => {
    const sam = await found('memberWithoutDirectDebit');
    const selected = await api.call<{ data: StaffCustomer }>(contract.staff.selectStaffCustomer, {
      token: staff,
      params: { id: sam.id },
    });
    expect(selected.json.data).toEqual(sam);
  });
});
