import { callEndpoint, createHttpClient } from '@leisure/api-client';
import { routes, type Cart } from '@leisure/api-contract/browser';
import { logInAsDemoCustomer, sessionToken } from '@leisure/app-store/testing';
import type { Sandbox } from '@leisure/sandbox-api';
import { apiBaseUrl } from '../support/sandboxApi.ts';

export interface SessionPick {
  /** Pricing options by name (Adult, Member, Junior…). */
  prices: Record<string, number>;
  id: number;
}

interface Pick {
  venue?: string | null;
  category?: string;
  activity?: string;
  price?: string;
  skip?: number;
}

/** Scheduled sessions (at `venue`, Leeds by default; null: anywhere) between 2 hours and 5 days from now (inside every booking window), soonest first. */
function bookableSessions(
  sandbox: Sandbox,
  { venue = 'leeds-city', category = 'fitness-classes', activity, price = 'Adult' }: Pick,
) {
  const { db, clock } = sandbox.services;
  const now = clock.now().getTime();
  return db
    .prepare(
      `SELECT s.id, a.id AS activity_id FROM activity_sessions s
       JOIN activities a ON a.id = s.activity_id JOIN activity_categories c ON c.id = a.category_id
       JOIN venues v ON v.id = s.venue_id
       WHERE (? IS NULL OR v.slug = ?) AND c.slug = ? AND (? IS NULL OR a.name = ?) AND s.status = 'scheduled' AND s.starts_at > ? AND s.starts_at < ?
         AND EXISTS (SELECT 1 FROM activity_pricing_options p WHERE p.activity_id = a.id AND p.name = ?)
       ORDER BY s.starts_at, s.id`,
    )
    .all(
      venue ?? null,
      venue ?? null,
      category,
      activity ?? null,
      activity ?? null,
      new Date(now + 2 * 3_600_000).toISOString(),
      new Date(now + 5 * 86_400_000).toISOString(),
      price,
    ) as { id: number; activity_id: number }[];
}

const client = () => createHttpClient({ baseUrl: apiBaseUrl, getToken: sessionToken });

/** Logged in as a demo customer (the token in the cookie, as the app finds it) with an empty basket. */
export async function logInWithEmptyBasket(account?: { username: string; password: string }): Promise<void> {
  await logInAsDemoCustomer(account);
  await callEndpoint(client(), routes.cart.discardCart);
}

/**
 * Puts the `skip`-th session the logged-in customer may hold (demo customers are already booked on some) in their
 * basket, as another tab would, for `purchasedForUserId` when given.
 */
export async function addToBasket(
  sandbox: Sandbox,
  pick: Pick = {},
  purchasedForUserId?: number,
): Promise<{ cart: Cart; session: SessionPick }> {
  const price = pick.price ?? 'Adult';
  const candidates = bookableSessions(sandbox, pick).slice(pick.skip ?? 0);
  for (const candidate of candidates.slice(0, 10)) {
    sandbox.services.db.prepare('UPDATE activity_sessions SET offline_bookings = 0 WHERE id = ?').run(candidate.id);
    const options = sandbox.services.db
      .prepare('SELECT id, name FROM activity_pricing_options WHERE activity_id = ?')
      .all(candidate.activity_id) as { id: number; name: string }[];
    const prices = Object.fromEntries(options.map((option) => [option.name, option.id]));
    try {
      const cart = await callEndpoint(client(), routes.cart.addToCart, {
        body: { items: [{ type: 'session', id: candidate.id, pricingOptionId: prices[price]!, purchasedForUserId }] },
      });
      return { cart, session: { id: candidate.id, prices } };
    } catch {
      // Booked or held already: the next one.
    }
  }
  throw new Error('No session this customer may add');
}
