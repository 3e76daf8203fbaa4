import type { Database } from '../../db/database.ts';
import { ApiError } from '../../http/apiError.ts';
import type { Person, SessionRow } from '../activities/index.ts';
import { householdIds } from '../households/index.ts';

/**
 * How many places may be held (in baskets, not yet booked) at once, so that holds cannot be used to block a class
 * (docs/decisions/0312-hold-limits.md). A household is the basket customer's (docs/decisions/0313-households.md).
 */
export const HOLD_LIMITS = {
  /** Places one household may hold at once, across all its baskets. */
  perHousehold: 12,
  /** Places of one session one household may hold at once. */
  perHouseholdPerSession: 6,
  /** Places held at once from one client address, across every account using it. */
  perAddress: 30,
  /** Places of one session held at once from one client address. */
  perAddressPerSession: 8,
  /** The share of a session's capacity that may be held (not booked) at once... */
  sessionHeldShare: 0.5,
  /** ...but never fewer places than this, so that small sessions are not refused while places are free. */
  sessionHeldFloor: 4,
} as const;

/** Who is taking the hold: the basket's customer, the person building it, and where the request came from. */
export interface HoldTaker {
  holder: Person;
  /** Front-of-house staff are not limited by address: a reception desk serves many customers from one address. */
  actorRole: 'customer' | 'staff';
  /** The client address (clientAddress.ts); null for a direct request, which is not limited by address. */
  clientAddress: string | null;
}

interface HeldCount {
  n: number;
  /** When the first of the counted holds runs out. */
  first: string | null;
}

const minutesUntil = (iso: string | null, nowIso: string) =>
  Math.max(1, Math.ceil(((iso ? Date.parse(iso) : Date.parse(nowIso)) - Date.parse(nowIso)) / 60_000));

/** 429 with Retry-After: waiting helps, since the counted holds run out (or turn into bookings) on their own. */
function tooManyHeld(field: string, message: (minutes: string) => string, count: HeldCount, nowIso: string) {
  const minutes = minutesUntil(count.first, nowIso);
  const text = message(`${minutes} minute${minutes === 1 ? '' : 's'}`);
  return new ApiError(429, text, { [field]: [text] }, { 'Retry-After': String(minutes * 60) });
}

/** 409: the household's own holds are in the way; booking or removing them frees room at once. */
const householdFull = (field: string, message: string) => new ApiError(409, message, { [field]: [message] });

function countHeld(db: Database, where: string, nowIso: string, ...args: (string | number)[]): HeldCount {
  return db
    .prepare(
      `SELECT COUNT(*) AS n, MIN(ci.held_until) AS first FROM cart_items ci JOIN carts c ON c.id = ci.cart_id
       JOIN users holder ON holder.id = c.holder_user_id
       WHERE ci.type = 'session' AND ci.held_until > ? AND ${where}`,
    )
    .get(nowIso, ...args) as unknown as HeldCount;
}

/**
 * Refuses one more hold on `session` when it would pass a limit. Called inside the add's transaction, before the
 * insert, so lines added earlier in the same request count. `field` names the item (`items.0.id`).
 */
export function assertHoldAllowed(
  db: Database,
  taker: HoldTaker,
  session: SessionRow,
  nowIso: string,
  field: string,
): void {
  const limits = HOLD_LIMITS;
  const members = householdIds(db, taker.holder.id);
  const inHousehold = `c.holder_user_id IN (${members.map(() => '?').join(',')})`;
  const household = countHeld(db, inHousehold, nowIso, ...members);
  if (household.n >= limits.perHousehold) {
    throw householdFull(
      field,
      `You are already holding ${limits.perHousehold} places in baskets, the most one household can hold at once. ` +
        'Book or remove some before adding more.',
    );
  }
  const householdHere = countHeld(db, `${inHousehold} AND ci.session_id = ?`, nowIso, ...members, session.id);
  if (householdHere.n >= limits.perHouseholdPerSession) {
    throw householdFull(
      field,
      `You and your household are already holding ${limits.perHouseholdPerSession} places on this session, ` +
        'the most we hold for one customer. Book those before adding more.',
    );
  }

  if (taker.actorRole === 'customer' && taker.clientAddress !== null) {
    const address = countHeld(db, 'ci.client_address = ?', nowIso, taker.clientAddress);
    if (address.n >= limits.perAddress) {
      throw tooManyHeld(
        field,
        (wait) =>
          `Too many places are being held from your internet connection right now. Book or remove some, or try again in ${wait}.`,
        address,
        nowIso,
      );
    }
    const addressHere = countHeld(
      db,
      'ci.client_address = ? AND ci.session_id = ?',
      nowIso,
      taker.clientAddress,
      session.id,
    );
    if (addressHere.n >= limits.perAddressPerSession) {
      throw tooManyHeld(
        field,
        (wait) =>
          `Too many places on this session are being held from your internet connection right now. Try again in ${wait}.`,
        addressHere,
        nowIso,
      );
    }
  }

  const maxHeld = Math.max(limits.sessionHeldFloor, Math.ceil(session.capacity * limits.sessionHeldShare));
  if (session.held_count >= maxHeld) {
    throw tooManyHeld(
      field,
      (wait) =>
        `Many places on this session are being held in other baskets right now. Try again in ${wait}: ` +
        'places that are not booked in time are released.',
      countHeld(db, 'ci.session_id = ?', nowIso, session.id),
      nowIso,
    );
  }
}
