import { callEndpoint, createHttpClient } from '@leisure/api-client';
import { contract, type Cart } from '@leisure/api-contract';
import { logInAsDemoCustomer, sessionToken } from '@leisure/app-store/testing';
import type { Sandbox } from '@leisure/sandbox-api';
import { demoLogin } from '@leisure/sandbox-api/testing';

/** Same origin as jsdom's page, so the browser-side XHR needs no CORS answer. */
export const apiBaseUrl = `${window.location.origin}/api`;

/** The API as whoever the test logged in (the token the app reads from its cookie). */
const loggedInApi = () => {
  const token = sessionToken();
  return createHttpClient({ baseUrl: apiBaseUrl, getToken: () => token });
};

/** Sam Patel, the demo customer the desk serves. */
export function samId(sandbox: Sandbox): number {
  const row = sandbox.services.db.prepare('SELECT id FROM users WHERE email = ?').get('sam.patel@example.com') as {
    id: number;
  };
  return row.id;
}

/**
 * Logs the demo member of staff in and puts one priced session (Spin, Adult, 2 to 6 days ahead, no waiver, one Sam
 * is not booked on and no entitlement of his covers) in Sam's basket, emptied first: `skip` picks later sessions.
 */
export async function staffWithSamsBasket(sandbox: Sandbox, skip = 0): Promise<Cart> {
  await logInAsDemoCustomer(demoLogin('staff'), apiBaseUrl);
  const db = sandbox.services.db;
  const after = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const before = new Date(Date.now() + 6 * 86_400_000).toISOString();
  const session = db
    .prepare(
      `SELECT s.id, o.id AS option_id FROM activity_sessions s
       JOIN activities a ON a.id = s.activity_id
       JOIN activity_pricing_options o ON o.activity_id = a.id AND o.name = 'Adult'
       WHERE a.name = 'Spin' AND a.waiver_id IS NULL AND s.status = 'scheduled' AND s.starts_at > ? AND s.starts_at < ?
         AND o.price > 0
         AND NOT EXISTS (SELECT 1 FROM bookings b JOIN users u ON u.id = b.attendee_user_id
           WHERE b.session_id = s.id AND b.status = 'booked' AND u.email = 'sam.patel@example.com')
         AND NOT EXISTS (SELECT 1 FROM activity_entitlements e JOIN users u ON u.id = e.user_id
           WHERE u.email = 'sam.patel@example.com' AND (e.venue_id IS NULL OR e.venue_id = s.venue_id)
             AND (e.category_id IS NULL OR e.category_id = a.category_id))
       ORDER BY s.starts_at LIMIT 1 OFFSET ?`,
    )
    .get(after, before, skip) as { id: number; option_id: number } | undefined;
  if (!session) throw new Error('No Spin session to book');
  db.prepare('UPDATE activity_sessions SET offline_bookings = 0 WHERE id = ?').run(session.id);
  const selectedUserId = samId(sandbox);
  await callEndpoint(loggedInApi(), contract.cart.discardCart, { query: { selectedUserId } });
  return callEndpoint(loggedInApi(), contract.cart.addToCart, {
    body: { items: [{ type: 'session', id: session.id, pricingOptionId: session.option_id }], selectedUserId },
  });
}

/** Sam's basket as the server now holds it. */
export const samsBasket = (sandbox: Sandbox) =>
  callEndpoint(loggedInApi(), contract.cart.getCart, { query: { selectedUserId: samId(sandbox) } });
