import { DEMO_PASSWORD, demoAccounts } from '../../apps/sandbox-api/src/seed/demoAccounts.ts';
import { TOKEN_COOKIE } from '../../packages/api-contract/src/sessionTransport.ts';
import { addDays, londonToday, type IsoDate } from '../../packages/dates/src/index.ts';

// What the route inventory needs from the seeded sandbox to fill a route's parameters, and the sessions it measures
// logged-in routes with (docs/decisions/0035). Read over the API in its wire casing, as a browser would.

/** Who a route is measured as: nobody logged in, a demo member, the demo parent (lessons), or the demo teacher. */
export type Audience = 'visitor' | 'member' | 'parent' | 'teacher';

export interface RouteFacts {
  /** Sessions by audience (a token for the `leisure_token` cookie); none for a visitor. */
  tokens: Record<Exclude<Audience, 'visitor'>, string>;
  venueSlug: string;
  centreSlug: string;
  classId: number;
  register: { classId: number; date: string };
  membershipId: number;
  paymentId: number;
  creditId: number;
  offerId: number;
}

/** The demo accounts each audience logs in as: a member paying by Direct Debit, Chris (Ellie's parent), Megan. */
const ACCOUNTS = {
  member: demoAccounts.memberWithDirectDebit.reference,
  parent: demoAccounts.sharedEmailParent.reference,
  teacher: demoAccounts.teacher.reference,
} as const;

async function data<T>(apiBase: string, path: string, token?: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${apiBase}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

const first = <T>(list: T[] | undefined, what: string): T => {
  const item = list?.[0];
  if (item === undefined) throw new Error(`The sandbox has no ${what} for the route inventory`);
  return item;
};

/**
 * A session as the front ends keep it: the token cookie on the parent domain of `url`'s sub-domain, shared by the
 * three front ends (`bookings.leisure.localhost` → `.leisure.localhost`).
 */
export function sessionCookie(url: string, token: string) {
  const { hostname } = new URL(url);
  return { name: TOKEN_COOKIE, value: token, domain: `.${hostname.split('.').slice(1).join('.')}`, path: '/' };
}

export async function resolveRouteFacts(apiBase: string, password = DEMO_PASSWORD): Promise<RouteFacts> {
  const references = ACCOUNTS;
  const logIn = async (username: string) =>
    (
      await data<{ token: string }>(apiBase, '/auth/customer/login', undefined, {
        method: 'POST',
        body: JSON.stringify({ username, password }),
      })
    ).token;
  const tokens = {
    member: await logIn(references.member),
    parent: await logIn(references.parent),
    teacher: await logIn(references.teacher),
  };
  const venue = first(await data<{ slug: string }[]>(apiBase, '/activities/venues'), 'bookings venue');
  const centre = first(await data<{ slug: string }[]>(apiBase, '/venues/online-joining'), 'joining centre');
  const classes = (await data<{ classes: { id: number; spaces: number }[] }>(apiBase, '/lessons/classes')).classes;
  const lessonClass = first(
    classes.filter((candidate) => candidate.spaces > 0),
    'lesson class with a place',
  );
  const membership = first(
    await data<{ id: number }[]>(apiBase, '/my-account/memberships', tokens.member),
    'membership',
  );
  const payments = await data<{ payments: { id: number }[] }>(apiBase, '/my-account/payments', tokens.member);
  const lessons = await data<{
    learners: { places: { id: number; offer: unknown }[]; make_up_credits: { id: number }[] }[];
  }>(apiBase, '/my-account/lessons', tokens.parent);
  const credit = first(
    lessons.learners.flatMap((learner) => learner.make_up_credits),
    'make-up credit',
  );
  const offers = lessons.learners.flatMap((learner) => learner.places.filter((place) => place.offer !== null));
  return {
    tokens,
    venueSlug: venue.slug,
    centreSlug: centre.slug,
    classId: lessonClass.id,
    register: await teachersRegister(apiBase, tokens.teacher),
    membershipId: membership.id,
    paymentId: first(payments.payments, 'payment').id,
    creditId: credit.id,
    // The demo household has no open offer in the seed: an id not theirs shows the page's "no longer open" state.
    offerId: offers[0]?.id ?? 1,
  };
}

/** The demo teacher's next register from today, within four weeks. */
async function teachersRegister(apiBase: string, token: string): Promise<RouteFacts['register']> {
  const today = londonToday() as IsoDate;
  for (let ahead = 0; ahead < 28; ahead += 1) {
    const date = addDays(today, ahead);
    const day = await data<{ registers: { class: { id: number }; lesson_date: string }[] }>(
      apiBase,
      `/staff/lessons/registers?date=${date}`,
      token,
    );
    const register = day.registers[0];
    if (register) return { classId: register.class.id, date: register.lesson_date };
  }
  throw new Error('The demo teacher has no register in the next four weeks');
}
