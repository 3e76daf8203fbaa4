import { callEndpoint, createHttpClient } from '@leisure/api-client';
import { routes } from '@leisure/api-contract/browser';
import { logInAsDemoCustomer, sessionToken, testApiBaseUrl } from '@leisure/app-store/testing';
import type { Sandbox } from '@leisure/sandbox-api';
import type { BasketChoice } from '../../src/index.ts';

export interface BookableSession {
  id: number;
  name: string;
  /** Pricing options by name (Adult, Concession, Junior…). */
  prices: Record<string, number>;
}

/**
 * A scheduled session between 2 hours and 5 days from now (inside every booking window), with places left, of an
 * activity in `category` at `venue` that has a `price` option; `skip` picks a later one.
 */
export function bookableSession(
  sandbox: Sandbox,
  { venue = 'leeds-city', category = 'fitness-classes', price = 'Adult', skip = 0 } = {},
): BookableSession {
  const { db, clock } = sandbox.services;
  const now = clock.now().getTime();
  const row = db
    .prepare(
      `SELECT s.id, a.name, a.id AS activity_id FROM activity_sessions s
       JOIN activities a ON a.id = s.activity_id JOIN venues v ON v.id = s.venue_id
       JOIN activity_categories c ON c.id = a.category_id
       WHERE v.slug = ? AND c.slug = ? AND s.status = 'scheduled' AND s.starts_at > ? AND s.starts_at < ?
         AND EXISTS (SELECT 1 FROM activity_pricing_options p WHERE p.activity_id = a.id AND p.name = ?)
       ORDER BY s.starts_at, s.id LIMIT 1 OFFSET ?`,
    )
    .get(
      venue,
      category,
      new Date(now + 2 * 3_600_000).toISOString(),
      new Date(now + 5 * 86_400_000).toISOString(),
      price,
      skip,
    ) as { id: number; name: string; activity_id: number } | undefined;
  if (!row) throw new Error(`No bookable ${category} session with a ${price} price at ${venue}`);
  db.prepare('UPDATE activity_sessions SET offline_bookings = 0 WHERE id = ?').run(row.id);
  const options = db
    .prepare('SELECT id, name FROM activity_pricing_options WHERE activity_id = ?')
    .all(row.activity_id) as { id: number; name: string }[];
  return { id: row.id, name: row.name, prices: Object.fromEntries(options.map((option) => [option.name, option.id])) };
}

export const choiceOf = (session: BookableSession, price = 'Adult'): BasketChoice => ({
  type: 'session',
  id: session.id,
  pricingOptionId: session.prices[price]!,
});

const client = () => createHttpClient({ baseUrl: testApiBaseUrl, getToken: sessionToken });

/** Logged in (the token in the cookie, as the app finds it) with an empty basket. */
export async function logInWithEmptyBasket(account?: { username: string; password: string }): Promise<void> {
  await logInAsDemoCustomer(account, testApiBaseUrl);
  await callEndpoint(client(), routes.cart.discardCart);
}

/** Fills the logged-in customer's basket behind the app's back, as another tab would. */
export async function addBehindTheScenes(items: BasketChoice[]) {
  return callEndpoint(client(), routes.cart.addToCart, { body: { items } });
}

/**
 * Adds the first bookable session (see bookableSession) the logged-in customer may hold: demo customers already
 * have bookings on some, which refuse them with 409.
 */
export async function addFirstBookable(sandbox: Sandbox, options: Parameters<typeof bookableSession>[1] = {}) {
  for (let skip = options.skip ?? 0; skip < (options.skip ?? 0) + 10; skip += 1) {
    const session = bookableSession(sandbox, { ...options, skip });
    try {
      const cart = await addBehindTheScenes([choiceOf(session)]);
      return { session, cart };
    } catch {
      // Booked or held already: try the next one.
    }
  }
  throw new Error('No session this customer may add');
}
