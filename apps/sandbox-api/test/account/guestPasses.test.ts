import { beforeAll, describe, expect, it } from 'vitest';
import { contract, type GuestPass, type GuestPassOverview } from '@leisure/api-contract';
import { fixedClock } from '../../src/clock.ts';
import { useSandbox } from '../support/useSandbox.ts';
import { createCustomer, giveMembership } from '../memberships/support/customers.ts';
import { catalogue } from '../memberships/support/catalogue.ts';
import type { DemoAccountKey } from '../../src/testing.ts';

// Today is Tuesday 10 March 2026: Alex (Gym Anywhere, 2 passes a month) has used both March passes (a guest on
// 1 March, one booked for 13 March; a cancelled one does not count); April is free.
const { api, running } = useSandbox({ clock: fixedClock('2026-03-10T09:00:00Z') });

/** A member of Premium Anywhere (4 guest passes a month, decision 0405) since January, with no passes yet. */
let premiumMember: { id: number; token: string };
beforeAll(() => {
  const seeded = catalogue(running());
  premiumMember = createCustomer(running(), { billingDay: 1 });
  running()
    .sandbox.services.db.prepare('UPDATE users SET home_venue_id = ? WHERE id = ?')
    .run(seeded.venueId('leeds-city'), premiumMember.id);
  giveMembership(running(), premiumMember.id, {
    paymentOptionId: seeded.optionId('premium-anywhere', 'recurring'),
    venueId: seeded.venueId('leeds-city'),
    price: 5499,
    startDate: '2026-01-01',
    billingDay: 1,
  });
});

type Who = DemoAccountKey | 'premiumMember';
const login = async (who: Who) => (who === 'premiumMember' ? premiumMember.token : api.login(who));

const overviewOf = async (token: string) =>
  (await api.call<{ data: GuestPassOverview }>(contract.account.getMyGuestPasses, { token })).json.data;

const issue = (token: string, body: Record<string, unknown>) =>
  api.call<{ data: GuestPass; message?: string; errors?: Record<string, string[]> }>(contract.account.issueGuestPass, {
    token,
    body,
  });

/** A guest pass request's body: the guest's name and the visit date, then any other field. */
const guest = (
  guestFirstName: string,
  guestLastName: string,
  visitDate: string,
  more: Record<string, unknown> = {},
) => ({
  guestFirstName,
  guestLastName,
  visitDate,
  ...more,
});

const cancel = (token: string, id: number) =>
  api.call<{ data: GuestPass }>(contract.account.cancelGuestPass, { token, params: { id } });

describe('GET /my-account/guest-passes', () => {
  it("shows the membership's allowance per month a visit can fall in, and the passes soonest first", async () => {
    const overview = await overviewOf(await api.login('memberWithDirectDebit'));
    expect(overview).toMatchObject({ enabled: true, membershipName: 'Gym Anywhere', bookAheadDays: 30 });
    expect(overview.allowances).toEqual([
      { month: '2026-03', monthlyLimit: 2, used: 2, remaining: 0 },
      { month: '2026-04', monthlyLimit: 2, used: 0, remaining: 2 },
    ]);
    expect(overview.passes.map((p) => [p.guestFirstName, p.visitDate, p.status])).toEqual([
      ['Priya', '2026-03-13', 'upcoming'],
      ['Ruth', '2026-03-16', 'cancelled'],
      ['Jamie', '2026-03-01', 'used'],
      ['Tom', '2026-02-03', 'expired'],
    ]);
  });

  it('tells a customer whose membership has no guest passes that the feature is off', async () => {
    const overview = await overviewOf(await api.login('customerWithPenalties'));
    expect(overview).toMatchObject({ enabled: false, membershipName: null, passes: [] });
    expect(overview.allowances.every((month) => month.monthlyLimit === 0 && month.remaining === 0)).toBe(true);
  });
});

/** A request the API refuses: 422 with a message for each field at fault, or another status with its message. */
interface Refusal {
  refused: string;
  as: Who;
  body: Record<string, unknown>;
  status: number;
  errors?: Record<string, string[]>;
  message?: string;
}

/** A visit date refused with 422 and this message for the field. */
const badVisitDate = (refused: string, as: Refusal['as'], body: Refusal['body'], message: string): Refusal => ({
  refused,
  as,
  body,
  status: 422,
  errors: { visitDate: [message] },
});

describe('POST /my-account/guest-passes', () => {
  it('issues a pass for a month with passes left, at the home venue, with a code for reception', async () => {
    const token = await api.login('memberWithDirectDebit');
    const result = await issue(token, guest('Zoë', "O'Neill", '2026-04-02'));
    expect(result.status).toBe(201);
    expect(result.json.data).toMatchObject({
      guestFirstName: 'Zoë',
      guestLastName: "O'Neill",
      visitDate: '2026-04-02',
      status: 'upcoming',
    });
    expect(result.json.data.code).toMatch(/^GP-[A-HJ-NP-Z2-9]{6}$/);
    const april = (await overviewOf(token)).allowances.find((m) => m.month === '2026-04');
    expect(april).toEqual({ month: '2026-04', monthlyLimit: 2, used: 1, remaining: 1 });
  });

  it.each<Refusal>([
    badVisitDate(
      'a month whose passes are used up, naming the month',
      'memberWithDirectDebit',
      guest('Ben', 'Stokes', '2026-03-20'),
      'You have used all 2 guest passes for March 2026. Choose a date in another month.',
    ),
    badVisitDate(
      'a date in the past',
      'premiumMember',
      guest('Ann', 'Lee', '2026-03-09'),
      'The visit date must be today or later.',
    ),
    badVisitDate(
      'a date beyond the 30-day window',
      'premiumMember',
      guest('Ann', 'Lee', '2026-04-10'),
      'Guest passes can be booked up to 30 days ahead.',
    ),
    {
      refused: 'an unknown venue',
      as: 'premiumMember',
      body: guest('Kit', 'Hale', '2026-03-28', { venueSlug: 'atlantis' }),
      status: 422,
      errors: { venueSlug: ['Choose a venue from the list.'] },
    },
    {
      refused: 'a customer whose membership includes no guest passes (403)',
      as: 'customerWithPenalties',
      body: guest('Max', 'Webb', '2026-03-12'),
      status: 403,
      message: 'Your membership does not include guest passes.',
    },
  ])('refuses $refused', async ({ as, body, status, errors, message }) => {
    const result = await issue(await login(as), body);
    expect(result.status).toBe(status);
    if (errors) expect(result.json.errors).toMatchObject(errors);
    if (message) expect(result.json.message).toBe(message);
  });

  it('accepts the last day of the 30-day window', async () => {
    const token = await login('premiumMember');
    const lastDay = await issue(token, guest('Ann', 'Lee', '2026-04-09'));
    expect(lastDay.status).toBe(201);
  });

  it('will not invite the same guest twice on one day (names compared without case or accents)', async () => {
    const token = await login('premiumMember');
    expect((await issue(token, guest('Rene', 'Dubois', '2026-03-25'))).status).toBe(201);
    const again = await issue(token, guest('rené', 'DUBOIS', '2026-03-25'));
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('Rene Dubois already has a guest pass for 25 March 2026.');
  });

  it('lets a guest visit another venue when one is named', async () => {
    const token = await login('premiumMember');
    const bath = await issue(token, guest('Kit', 'Hale', '2026-03-27', { venueSlug: 'bath-sports' }));
    expect(bath.status).toBe(201);
    expect(bath.json.data.venue.slug).toBe('bath-sports');
  });

  it('gives every missing or invalid field its own message', async () => {
    const result = await issue(await api.login('memberWithDirectDebit'), {
      guestLastName: '',
      guestEmail: 'not-an-email',
      visitDate: '2026-02-30',
    });
    expect(result.status).toBe(422);
    expect(result.wire).toMatchObject({
      errors: {
        guest_first_name: ['Guest first name is required.'],
        guest_last_name: ["Enter the guest's last name"],
        guest_email: ['Enter a valid email address, like name@example.com'],
        visit_date: ['Date must be valid.'],
      },
    });
  });

  it('never lets simultaneous requests take more passes than the month allows', async () => {
    // Sam's membership gives two passes a month; March has none used yet.
    const token = await api.login('memberWithoutDirectDebit');
    const results = await Promise.all(
      ['Ada', 'Bea', 'Cal', 'Dev', 'Eli'].map((name) => issue(token, guest(name, 'Guest', '2026-03-21'))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 422, 422, 422]);
    const march = (await overviewOf(token)).allowances[0];
    expect(march).toEqual({ month: '2026-03', monthlyLimit: 2, used: 2, remaining: 0 });
  });
});

describe('DELETE /my-account/guest-passes/{id}', () => {
  it("cancels an upcoming pass and gives the month's pass back", async () => {
    const token = await api.login('memberWithDirectDebit');
    const priya = (await overviewOf(token)).passes.find((p) => p.guestFirstName === 'Priya')!;
    const result = await cancel(token, priya.id);
    expect(result.status).toBe(200);
    expect(result.json.data.status).toBe('cancelled');
    expect((await overviewOf(token)).allowances[0]).toMatchObject({ month: '2026-03', used: 1, remaining: 1 });
    const again = await cancel(token, priya.id);
    expect(again.status).toBe(409);
  });

  it('will not cancel a pass whose visit is over', async () => {
    const token = await api.login('memberWithDirectDebit');
    const jamie = (await overviewOf(token)).passes.find((p) => p.guestFirstName === 'Jamie')!;
    const result = await cancel(token, jamie.id);
    expect(result.status).toBe(409);
  });

  it("answers 404 for another customer's pass and leaves it alone", async () => {
    const member = await login('premiumMember');
    const theirs = (await overviewOf(member)).passes.find((p) => p.status === 'upcoming')!;
    const result = await cancel(await api.login('memberWithDirectDebit'), theirs.id);
    expect(result.status).toBe(404);
    expect((await overviewOf(member)).passes.find((p) => p.id === theirs.id)!.status).toBe('upcoming');
  });
});
