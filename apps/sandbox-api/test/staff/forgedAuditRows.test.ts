import { describe, expect, it } from 'vitest';
import {
  CLIENT_HEADER,
  CLIENT_HEADER_VALUE,
  TOKEN_COOKIE,
  camelizeKeys,
  contract,
  type AuditEntry,
} from '@leisure/api-contract';
import { createSandbox } from '../../src/app.ts';
import { describeStaffAction, recordStaffActions, runInRequestScope } from '../../src/http/staffAudit.ts';
import { demoAccounts, demoLogin } from '../../src/testing.ts';
import { movableClock } from '../support/movableClock.ts';
import { TEST_START } from '../support/useSandbox.ts';

// The audit trail cannot be written by another site (docs/decisions/0601): a link or an image elsewhere makes the
// browser send a GET with the session cookie, and the cross-site guard (decision 0826) refuses only unsafe methods.
// So a GET writes no row, and the audited search and selection are POSTs, refused when forged.

const api = 'http://bookings.example.org/api';
const ownOrigin = 'http://bookings.example.org';
const sam = demoAccounts.memberWithoutDirectDebit;
/** The words of the link that was found: a search that reads like a sentence in the trail. */
const forgedText = 'refunded BW100002 £500';

function sandboxUnderTest() {
  const sandbox = createSandbox({ clock: movableClock(TEST_START) });
  const send = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
    sandbox.fetch(
      new Request(`${api}${path}`, {
        method,
        headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
      }),
    );
  async function tokenOf(account: 'staff' | 'manager'): Promise<string> {
    const response = await send('POST', '/auth/customer/login', {}, demoLogin(account));
    return ((await response.json()) as { data: { token: string } }).data.token;
  }
  async function trail(): Promise<AuditEntry[]> {
    const response = await send('GET', '/staff/audit?per_page=100', {
      authorization: `Bearer ${await tokenOf('manager')}`,
    });
    expect(response.status).toBe(200);
    return camelizeKeys<{ data: { entries: AuditEntry[] } }>(await response.json()).data.entries;
  }
  const samId = () =>
    (sandbox.services.db.prepare('SELECT id FROM users WHERE reference = ?').get(sam.reference) as { id: number }).id;
  return { sandbox, send, tokenOf, trail, samId };
}

const cookie = (token: string) => ({ cookie: `${TOKEN_COOKIE}=${encodeURIComponent(token)}` });
const crossSite = { 'sec-fetch-site': 'cross-site' };

describe('requests another site makes with a member of staff’s cookie', () => {
  it('a GET writes nothing to the trail: the old search and selection links, and a read for a customer', async () => {
    const { send, tokenOf, trail, samId } = sandboxUnderTest();
    const staff = await tokenOf('staff');
    const links = [
      `/staff/customers?q=${encodeURIComponent(forgedText)}`,
      `/staff/customers/${samId()}`,
      `/staff/customers/search?q=${encodeURIComponent(forgedText)}`,
      `/staff/customers/${samId()}/select`,
      `/cart?selected_user_id=${samId()}`,
    ];
    for (const link of links) await send('GET', link, { ...cookie(staff), ...crossSite });
    expect(await trail()).toEqual([]);
  });

  it('a POST search or selection is refused (403) and writes nothing, with or without our client header', async () => {
    const { send, tokenOf, trail, samId } = sandboxUnderTest();
    const staff = await tokenOf('staff');
    const forged = [
      { ...cookie(staff), ...crossSite },
      { ...cookie(staff), [CLIENT_HEADER]: CLIENT_HEADER_VALUE, ...crossSite },
      { ...cookie(staff), [CLIENT_HEADER]: CLIENT_HEADER_VALUE, origin: 'https://evil.example' },
    ];
    for (const headers of forged) {
      const search = await send('POST', '/staff/customers/search', headers, { q: forgedText });
      expect(search.status).toBe(403);
      const select = await send('POST', `/staff/customers/${samId()}/select`, headers);
      expect(select.status).toBe(403);
    }
    expect(await trail()).toEqual([]);
  });

  it('from our own page, the search is recorded with what was typed as data, not as our words', async () => {
    const { send, tokenOf, trail } = sandboxUnderTest();
    const staff = await tokenOf('staff');
    const ours = { ...cookie(staff), [CLIENT_HEADER]: CLIENT_HEADER_VALUE, origin: ownOrigin };
    const search = await send('POST', '/staff/customers/search', ours, { q: ` ${forgedText} ` });
    expect(search.status).toBe(200);
    const entries = await trail();
    expect(
      entries.map(({ action, description, searchText, customer }) => ({ action, description, searchText, customer })),
    ).toEqual([
      { action: 'searchCustomers', description: 'Searched for customers', searchText: forgedText, customer: null },
    ]);
  });
});

describe('recordStaffActions', () => {
  it('writes no row for a GET, even one whose handler described an action', () => {
    const { sandbox } = sandboxUnderTest();
    const { db } = sandbox.services;
    const { id } = db.prepare('SELECT id FROM users WHERE reference = ?').get(demoAccounts.staff.reference) as {
      id: number;
    };
    const rows = () => (db.prepare('SELECT COUNT(*) AS n FROM staff_audit').get() as { n: number }).n;
    const actor = {
      id,
      role: 'staff' as const,
      email: demoAccounts.staff.email,
      reference: demoAccounts.staff.reference,
    };
    for (const endpoint of [contract.staff.listStaffAudit, contract.cart.getCart]) {
      runInRequestScope(actor, () => {
        describeStaffAction(null, 'Searched for customers');
        recordStaffActions(sandbox.services, endpoint);
      });
    }
    expect(rows()).toBe(0);
  });
});
