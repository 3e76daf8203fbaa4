import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { recordApiCalls, repeatedCalls } from '@leisure/test-support';
import { demoMemberWithDirectDebit, logInAsDemoCustomer, renderApp, sessionToken } from '@leisure/app-store/testing';
import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { AppProviders } from '../../src/app/AppProviders.tsx';
import { MyAccountApp } from '../../src/index.ts';
import { server } from '../support/mswServer.ts';
import { apiBaseUrl, useSandbox } from '../support/sandboxApi.ts';

// Each account route's first screen starts with the front end's code (docs/decisions/0039): the calls its page makes
// first are under way before the page renders, with the arguments the page's own hooks use, so the page asks for
// nothing twice and nothing it would not have asked for.
useSandbox();
afterEach(cleanup);

/** Chris Hughes, Ellie's parent, logs in with his customer reference: his email is shared (docs/decisions/0313). */
const parent = { username: demoAccounts.sharedEmailParent.reference, password: DEMO_PASSWORD };

/** The API's answer at `path` for the logged-in customer. */
async function apiData<T>(path: string): Promise<T> {
  const answer = await fetch(`${apiBaseUrl}${path}`, { headers: { Authorization: `Bearer ${sessionToken()}` } });
  return ((await answer.json()) as { data: T }).data;
}

/** Opens the page at `url` and waits for its h1 and for its calls to end; gives the calls made. */
async function openAndSettle(url: string, heading: RegExp, started: boolean) {
  const recording = recordApiCalls(server);
  const [pathname, search = ''] = url.split('?');
  const store = started ? await AppProviders.start({ pathname: pathname!, search: search && `?${search}` }) : undefined;
  const startedCalls = store ? Object.keys(store.getState().api.queries) : [];
  renderApp(MyAccountApp, url);
  expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeInTheDocument();
  await recording.quiet();
  recording.stop();
  cleanup();
  return { calls: recording.calls, startedCalls };
}

type Case = { url: string | (() => Promise<string>); heading: RegExp; account: { username: string; password: string } };

const cases: Case[] = [
  { url: '/', heading: /^Hello, /, account: demoMemberWithDirectDebit },
  { url: '/memberships', heading: /^Memberships$/, account: demoMemberWithDirectDebit },
  {
    url: async () => `/memberships/${(await apiData<{ id: number }[]>('/my-account/memberships'))[0]!.id}/freeze`,
    heading: /Freeze/,
    account: demoMemberWithDirectDebit,
  },
  { url: '/membership-card', heading: /card/i, account: demoMemberWithDirectDebit },
  { url: '/packages', heading: /^Packages$/, account: demoMemberWithDirectDebit },
  { url: '/bookings', heading: /^Bookings$/, account: parent },
  { url: '/bookings/upcoming', heading: /^Bookings$/, account: parent },
  { url: '/family', heading: /^Family$/, account: parent },
  { url: '/lessons', heading: /^Lessons$/, account: parent },
  {
    url: async () => {
      const lessons = await apiData<{ learners: { make_up_credits: { id: number }[] }[] }>('/my-account/lessons');
      return `/lessons/credits/${lessons.learners.flatMap((learner) => learner.make_up_credits)[0]!.id}/make-up`;
    },
    heading: /make-up/i,
    account: parent,
  },
  { url: '/guest-passes', heading: /^Guest passes$/, account: demoMemberWithDirectDebit },
  { url: '/payments', heading: /^Payments$/, account: demoMemberWithDirectDebit },
  {
    url: async () => {
      const { payments } = await apiData<{ payments: { id: number }[] }>('/my-account/payments');
      return `/payments/${payments[0]!.id}/receipt`;
    },
    heading: /^Receipt/,
    account: demoMemberWithDirectDebit,
  },
  { url: '/payments/direct-debit', heading: /Direct Debit/, account: demoMemberWithDirectDebit },
];

describe('an account route started with the code (docs/decisions/0039)', () => {
  it.each(cases.map((item) => ({ ...item, name: typeof item.url === 'string' ? item.url : item.heading.source })))(
    '$name: its first calls start before it renders, and it asks for nothing twice',
    async (item) => {
      await logInAsDemoCustomer(item.account);
      const url = typeof item.url === 'string' ? item.url : await item.url();

      const asked = await openAndSettle(url, item.heading, false);
      const { calls, startedCalls } = await openAndSettle(url, item.heading, true);

      expect(startedCalls.length).toBeGreaterThan(0);
      // Nothing twice: the page took the calls over rather than asking again.
      expect(repeatedCalls(calls)).toEqual([]);
      // Nothing the page would not have asked for itself: the arguments are the page's.
      expect([...new Set(calls)].sort()).toEqual([...new Set(asked.calls)].sort());
    },
  );

  it('asks for nothing of a visitor, who is sent to log in', async () => {
    const store = await AppProviders.start({ pathname: '/packages', search: '' });
    expect(store.getState().api.queries).toEqual({});
  });
});
