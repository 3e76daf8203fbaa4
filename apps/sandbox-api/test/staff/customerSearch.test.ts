import { beforeAll, describe, expect, it } from 'vitest';
import { contract, customerSearchMessages, type CustomersPage } from '@leisure/api-contract';
import { fixedClock } from '../../src/clock.ts';
import { searchCustomers } from '../../src/features/staff/customerSearch.ts';
import { demoAccounts } from '../../src/seed/demoAccounts.ts';
import { useSandbox } from '../support/useSandbox.ts';

const sandbox = useSandbox({ clock: fixedClock('2026-03-10T09:00:00Z') });
const { api } = sandbox;

/** Customers beside the demo ones, for the orders and edges the demo data does not show. */
function addPerson(reference: string, firstName: string, lastName: string, postcode: string, role = 'customer') {
  sandbox
    .db()
    .prepare(
      `INSERT INTO users (reference, email, password_hash, role, first_name, last_name, postcode, created_at)
       VALUES (?, ?, 'not-a-hash', ?, ?, ?, ?, '2020-01-01T00:00:00Z')`,
    )
    .run(reference, `${reference.toLowerCase()}@example.org`, role, firstName, lastName, postcode);
}

beforeAll(() => {
  addPerson('BWQ1', 'Zara', 'Zeller', 'QQ1 1AA');
  addPerson('BWQ10', 'Abe', 'Abbott', 'QQ1 1AB');
  addPerson('BWQ11', 'Bea', 'Abbott', 'QQ11 9ZZ');
  addPerson('BWQSTAFF', 'Quentin', 'Staffer', 'QQ1 1AC', 'staff');
  addPerson('BW50%OFF', 'Percy', 'Percent', 'PC1 1PC');
});

const referencesFor = (q: string) =>
  searchCustomers(sandbox.db(), q, 1, 50, '2026-03-10').customers.map((customer) => customer.reference);

describe('searchCustomers: what matches, in what order', () => {
  const sam = demoAccounts.memberWithoutDirectDebit.reference;
  it.each([
    ['an exact reference', sam, [sam]],
    ['a reference in lower case', sam.toLowerCase(), [sam]],
    ['a first name, any case', 'sAm', [sam]],
    ['a last name', 'patel', [sam]],
    ['a full name', 'Sam Patel', [sam]],
    ['a full name with extra inner spaces', 'sam   patel', [sam]],
    ['an email', 'SAM.PATEL@example.com', [sam]],
    ['a postcode as written', 'M3 7AA', [sam]],
    ['a postcode without its space', 'm37aa', [sam]],
    ['a postcode with spaces in odd places', 'M 37 AA', [sam]],
    ['an exact reference before surnames (Zeller before Abbott)', 'BWQ1', ['BWQ1', 'BWQ10', 'BWQ11']],
    ['then by surname and first name', 'abbott', ['BWQ10', 'BWQ11']],
    ['never staff, by name or reference', 'staffer', []],
    ['never staff: the demo front desk', demoAccounts.staff.reference, []],
    ['LIKE wildcards are literal: %', '50%', ['BW50%OFF']],
    ['LIKE wildcards are literal: _', 'B_Q', []],
    ['nothing like it', 'xyzzy', []],
  ])('%s (%s)', (_, q, expected) => {
    expect(referencesFor(q)).toEqual(expected);
  });
});

type Answer = { data: CustomersPage; errors?: Record<string, string[]> };
const search = (token: string | undefined, body: Record<string, unknown>) =>
  api.call<Answer>(contract.staff.searchCustomers, { token, body });

describe('POST /staff/customers/search', () => {
  let staff: string;
  let customer: string;
  beforeAll(async () => {
    staff = await api.login('staff');
    customer = await api.login('memberWithDirectDebit');
  });

  it('finds Sam by his reference, with what the staff bar shows', async () => {
    const result = await search(staff, { q: ` ${demoAccounts.memberWithoutDirectDebit.reference} ` });
    expect(result.status).toBe(200);
    expect(result.json.data.customers[0]).toMatchObject({
      firstName: 'Sam',
      lastName: 'Patel',
      reference: 'BW100002',
      email: 'sam.patel@example.com',
      postcode: 'M3 7AA',
      dateOfBirth: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(result.json.data.meta).toEqual({ currentPage: 1, perPage: 10, total: 1, lastPage: 1 });
  });

  it('refuses customers (403) and says nothing of who exists', async () => {
    const result = await search(customer, { q: 'Patel' });
    expect(result.status).toBe(403);
    expect(JSON.stringify(result.json)).not.toMatch(/Patel|BW1000/);
    expect((await search(undefined, { q: 'Patel' })).status).toBe(401);
  });

  it.each([
    ['missing', {}],
    ['empty', { q: '' }],
    ['one character after trimming', { q: '  a  ' }],
  ])('answers 422 with a message on q when q is %s', async (_, body) => {
    const result = await search(staff, body);
    expect(result.status).toBe(422);
    expect(Object.keys(result.json.errors ?? {})).toEqual(['q']);
    if ('q' in body) expect(result.json.errors?.q).toEqual([customerSearchMessages.tooShort]);
  });

  it('pages: every match once across pages, and an empty page past the end', async () => {
    const all = (await search(staff, { q: 'BWQ', perPage: 50 })).json.data.customers.map((c) => c.reference);
    expect(all).toEqual(['BWQ10', 'BWQ11', 'BWQ1']);
    const pages = [];
    for (const page of [1, 2]) {
      const { customers, meta } = (await search(staff, { q: 'BWQ', page, perPage: 2 })).json.data;
      expect(meta).toEqual({ currentPage: page, perPage: 2, total: 3, lastPage: 2 });
      pages.push(...customers.map((c) => c.reference));
    }
    expect(pages).toEqual(all);
    const beyond = (await search(staff, { q: 'BWQ', page: 3, perPage: 2 })).json.data;
    expect(beyond.customers).toEqual([]);
    expect((await search(staff, { q: 'BWQ', perPage: 51 })).status).toBe(422);
  });
});
