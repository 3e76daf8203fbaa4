import type { SessionWaitingList, WaitingListEntry } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';
import {
  coveringEntitlement,
  findPricingOption,
  peopleByIds,
  priceProblem,
  attendeeProblem,
  sessionRowsByIds,
  spacesLeft,
  toLondonIso,
  toSessionRef,
  type Person,
  type PricingOptionRow,
  type SessionRow,
} from '../activities/index.ts';
import { toMoney } from '../../kernel/money.ts';
import { shortDateLabel } from '../../kernel/dateLabels.ts';
import { householdIds, peopleWaiting, positionOf, type WaitingListRow } from './waitingListStore.ts';

const ordinal = (n: number) => {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

const clockTime = (iso: string) => toLondonIso(new Date(iso)).slice(11, 16);
/** "Tue 10 Mar, 18:00" in UK time. */
const dayAndTime = (iso: string) => {
  const london = toLondonIso(new Date(iso));
  return `${shortDateLabel(london.slice(0, 10))}, ${london.slice(11, 16)}`;
};

function statusText(entry: WaitingListRow, position: number | null, heldUntil: string | null): string {
  switch (entry.status) {
    case 'waiting':
      return entry.mode === 'auto'
        ? `${ordinal(position ?? 1)} in line: we will book a place that comes free until ${dayAndTime(entry.cut_off)}`
        : `${ordinal(position ?? 1)} in line: we will hold a place that comes free in your basket for 30 minutes`;
    case 'offered':
      return `A place is held in your basket until ${clockTime(heldUntil ?? entry.updated_at)}. Check out to book it.`;
    case 'placed':
      return entry.mode === 'auto' && entry.offer_cart_item_id === null ? 'Booked automatically.' : 'Booked.';
    default:
      return entry.ended_reason ?? 'No longer on the waiting list.';
  }
}

/** The entries as the contract shows them, with positions and the held place's time. */
export function toEntries(db: Database, rows: WaitingListRow[], nowIso: string): WaitingListEntry[] {
  const sessions = sessionRowsByIds(
    db,
    rows.map((row) => row.session_id),
    nowIso,
  );
  const people = peopleByIds(
    db,
    rows.map((row) => row.attendee_user_id),
  );
  return rows.flatMap((row) => {
    const session = sessions.get(row.session_id);
    const attendee = people.get(row.attendee_user_id);
    const option = findPricingOption(db, row.pricing_option_id);
    if (!session || !attendee || !option) return [];
    const position = positionOf(db, row);
    const heldUntil =
      row.status === 'offered'
        ? ((
            db.prepare('SELECT held_until FROM cart_items WHERE id = ?').get(row.offer_cart_item_id ?? 0) as
              { held_until: string } | undefined
          )?.held_until ?? row.offer_held_until)
        : null;
    return [
      {
        id: row.id,
        session: toSessionRef(session),
        attendee: { id: attendee.id, name: attendee.name },
        mode: row.mode,
        cutOff: toLondonIso(new Date(row.cut_off)),
        status: row.status,
        position,
        statusText: statusText(row, position, heldUntil),
        offerHeldUntil: heldUntil ? toLondonIso(new Date(heldUntil)) : null,
        bookingId: row.booking_id,
        pricingOption: { id: option.id, name: option.name, price: toMoney(option.price) },
        joinedAt: toLondonIso(new Date(row.joined_at)),
      },
    ];
  });
}

/** The attendee's cheapest price they may book at, or the first problem when there is none. */
export function defaultPricingOption(
  db: Database,
  attendee: Person,
  session: SessionRow,
): PricingOptionRow | undefined {
  const ids = db
    .prepare('SELECT id FROM activity_pricing_options WHERE activity_id = ? ORDER BY price, id')
    .all(session.activity_id) as { id: number }[];
  for (const { id } of ids) {
    const option = findPricingOption(db, id);
    if (option && !priceProblem(db, attendee, session, option)) return option;
  }
  return undefined;
}

/** "Book me automatically" needs nothing charged: a £0 price, or a benefit or package that covers the place. */
export function canAutoBook(
  db: Database,
  attendee: Person,
  session: SessionRow,
  option: PricingOptionRow | undefined,
  nowIso: string,
): boolean {
  if (!option || attendeeProblem(attendee, session)) return false;
  return option.price === 0 || coveringEntitlement(db, attendee.id, session, nowIso) !== undefined;
}

export const isJoinable = (session: SessionRow, now: Date): boolean =>
  session.status === 'scheduled' && new Date(session.starts_at) > now && spacesLeft(session) === 0;

/** Live entries (waiting or offered) on a session of the person and their linked accounts, or that they made. */
export function liveEntriesFor(db: Database, userId: number, sessionId: number): WaitingListRow[] {
  const household = householdIds(db, userId);
  return db
    .prepare(
      `SELECT * FROM waiting_list_entries WHERE session_id = ? AND status IN ('waiting', 'offered')
         AND (joined_by_user_id = ? OR attendee_user_id IN (${household.map(() => '?').join(',')}))
       ORDER BY joined_at, id`,
    )
    .all(sessionId, userId, ...household) as unknown as WaitingListRow[];
}

export function sessionWaitingList(
  db: Database,
  session: SessionRow,
  viewer: { userId: number; attendee: Person } | undefined,
  now: Date,
): SessionWaitingList {
  const nowIso = now.toISOString();
  return {
    sessionId: session.id,
    peopleWaiting: peopleWaiting(db, session.id),
    canJoin: isJoinable(session, now),
    autoBookAvailable: viewer
      ? canAutoBook(db, viewer.attendee, session, defaultPricingOption(db, viewer.attendee, session), nowIso)
      : false,
    entries: viewer ? toEntries(db, liveEntriesFor(db, viewer.userId, session.id), nowIso) : [],
  };
}
