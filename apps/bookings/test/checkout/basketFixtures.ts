import { callEndpoint, createHttpClient } from '@leisure/api-client';
import { contract, type Cart } from '@leisure/api-contract';
import { createAuthCookies } from '@leisure/auth';
import type { Sandbox } from '@leisure/sandbox-api';
import { apiBaseUrl } from '../support/sandboxApi.ts';

/** The API as the logged-in test customer (the token the app reads from its cookie). */
export function customerApi() {
  const token = createAuthCookies({ domain: undefined, secure: false }).readToken();
  return createHttpClient({ baseUrl: apiBaseUrl, getToken: () => token });
}

export interface PickedSession {
  id: number;
  name: string;
  pricingOptionId: number;
  price: number;
}

/**
 * A scheduled session the demo customer (Sam Patel) is not booked on, starting in 2 to 6 days whose activity needs no waiver, at its Adult price, with
 * places left: `skip` picks later ones, so each test books its own. None his class pass covers (his home venue's
 * fitness classes), so it has a price to pay.
 */
export function pickSession(sandbox: Sandbox, skip: number, activity = 'Spin'): PickedSession {
  const db = sandbox.services.db;
  const after = new Date(Date.now() + 2 * 86_400_000).toISOString();
  // Inside every booking window (7 days ahead for anyone; decision 0330).
  const before = new Date(Date.now() + 6 * 86_400_000).toISOString();
  const row = db
    .prepare(
      `SELECT s.id, a.name, o.id AS option_id, o.price FROM activity_sessions s
       JOIN activities a ON a.id = s.activity_id
       JOIN activity_pricing_options o ON o.activity_id = a.id AND o.name = 'Adult'
       WHERE a.name = ? AND a.waiver_id IS NULL AND s.status = 'scheduled' AND s.starts_at > ? AND s.starts_at < ?
         AND NOT EXISTS (SELECT 1 FROM bookings b JOIN users u ON u.id = b.attendee_user_id
           WHERE b.session_id = s.id AND b.status = 'booked' AND u.email = 'sam.patel@example.com')
         AND NOT EXISTS (SELECT 1 FROM activity_entitlements e JOIN users u ON u.id = e.user_id
           WHERE u.email = 'sam.patel@example.com' AND (e.venue_id IS NULL OR e.venue_id = s.venue_id)
             AND (e.category_id IS NULL OR e.category_id = a.category_id))
       ORDER BY s.starts_at LIMIT 1 OFFSET ?`,
    )
    .get(activity, after, before, skip) as { id: number; name: string; option_id: number; price: number } | undefined;
  if (!row) throw new Error(`No ${activity} session after ${after}`);
  db.prepare('UPDATE activity_sessions SET offline_bookings = 0 WHERE id = ?').run(row.id);
  return { id: row.id, name: row.name, pricingOptionId: row.option_id, price: row.price };
}

/**
 * Puts the sessions in the logged-in customer's basket (POST /cart/add), as the timetable would, after emptying it
 * of what an earlier test left (a line it made unbookable).
 */
export async function addToBasket(...sessions: PickedSession[]): Promise<Cart> {
  await callEndpoint(customerApi(), contract.cart.discardCart);
  return callEndpoint(customerApi(), contract.cart.addToCart, {
    body: {
      items: sessions.map((session) => ({
        type: 'session' as const,
        id: session.id,
        pricingOptionId: session.pricingOptionId,
      })),
    },
  });
}

/** The logged-in customer's basket now. */
export const currentBasket = () => callEndpoint(customerApi(), contract.cart.getCart);
