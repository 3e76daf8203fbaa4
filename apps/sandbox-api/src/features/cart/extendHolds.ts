import type { Clock } from '../../clock.ts';
import { atomically, type Database } from '../../db/database.ts';
import { conflict } from '../../http/apiError.ts';
import { HOLD_MINUTES } from '../activities/index.ts';
import { touchCart, type CartRow } from './cartStore.ts';
import { releaseExpiredHolds } from './holdExpiry.ts';

/** How many times "Keep my places" may extend a basket's holds (docs/product/bookings.md D23). */
export const MAX_HOLD_EXTENSIONS = 2;

export const NOTHING_HELD_MESSAGE = 'There are no places held in your basket to keep.';
export const HOLDS_LAPSED_MESSAGE = `Your places were released because places are held for ${HOLD_MINUTES} minutes. Add them again if there is still space.`;
export const EXTENDED_TWICE_MESSAGE =
  'Your places have already been kept for longer twice, which is as long as we can hold them. ' +
  'Check out now to book them, or they will be released when the time shown runs out.';

/** Extensions the basket has left: 0 to MAX_HOLD_EXTENSIONS. */
export const holdExtensionsLeft = (cart: Pick<CartRow, 'hold_extensions'>): number =>
  Math.max(0, MAX_HOLD_EXTENSIONS - cart.hold_extensions);

/**
 * "Keep my places": every live hold in the basket ends HOLD_MINUTES later than it would have. Holds that already
 * ran out are released first (with their notices), never revived: their places may be someone else's by now.
 * The count is per basket life; it starts again with a new basket or when the basket next fills from empty.
 */
export function extendCartHolds(db: Database, clock: Clock, cart: CartRow): string[] {
  return atomically(db, () => {
    const nowIso = clock.now().toISOString();
    const notices = releaseExpiredHolds(db, cart, nowIso);
    const current = db.prepare('SELECT hold_extensions FROM carts WHERE id = ?').get(cart.id) as {
      hold_extensions: number;
    };
    const held = db
      .prepare(
        "SELECT id, held_until FROM cart_items WHERE cart_id = ? AND type IN ('session', 'lessonBlock') AND held_until > ?",
      )
      .all(cart.id, nowIso) as { id: number; held_until: string }[];
    if (held.length === 0) {
      throw conflict(notices.length > 0 ? HOLDS_LAPSED_MESSAGE : NOTHING_HELD_MESSAGE);
    }
    if (holdExtensionsLeft(current) === 0) throw conflict(EXTENDED_TWICE_MESSAGE);
    const extend = db.prepare('UPDATE cart_items SET held_until = ? WHERE id = ?');
    for (const item of held) {
      extend.run(new Date(Date.parse(item.held_until) + HOLD_MINUTES * 60_000).toISOString(), item.id);
    }
    db.prepare('UPDATE carts SET hold_extensions = hold_extensions + 1 WHERE id = ?').run(cart.id);
    touchCart(db, cart.id, nowIso);
    return notices;
  });
}
