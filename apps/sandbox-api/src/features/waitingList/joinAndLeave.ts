import type { WaitingListMode } from '@leisure/api-contract';
import type { Clock } from '../../clock.ts';
import { atomically, type Database } from '../../db/database.ts';
import type { AuthUser } from '../../http/context.ts';
import { conflict, forbidden, invalid, invalidField, notFound } from '../../http/apiError.ts';
import {
  assertBookingOpen,
  attendeeProblem,
  findPricingOption,
  sessionOrNotFound,
  priceProblem,
  resolveAttendee,
  resolveCustomer,
  spacesLeft,
  type Person,
  type SessionRow,
} from '../activities/index.ts';
import { assertNotAlreadyBooked, assertSessionOpen, PENALTIES_MESSAGE } from '../cart/index.ts';
import { placesFreed } from '../../kernel/placesFreed.ts';
import { promoteWaitingList } from './promotion.ts';
import { canAutoBook, defaultPricingOption } from './waitingListView.ts';
import { findEntry, findLiveEntry, householdIds, type WaitingListRow } from './waitingListStore.ts';

/** Live entries (waiting or offered) one household may have at once, so that lines stay honest. */
export const MAX_LIVE_ENTRIES = 20;
export const TOO_MANY_ENTRIES_MESSAGE =
  `You and your household are on ${MAX_LIVE_ENTRIES} waiting lists already, the most at once. ` +
  'Leave one to join another.';
export const HAS_PLACES_MESSAGE = 'This session has places free: add it to your basket instead.';
export const AUTO_NEEDS_COVER_MESSAGE =
  'We can only book automatically when your membership or a package covers the session, as nothing is charged. ' +
  'Choose to be offered the place instead: we will hold it in your basket for 30 minutes.';

/** Who is acting: the customer (the basket's), and the attendee the entry is for. */
export interface WaitingListParties {
  customer: Person;
  attendee: Person;
}

export function resolveParties(
  db: Database,
  user: AuthUser,
  selectedUserId: number | null | undefined,
  purchasedForUserId: number | null | undefined,
): WaitingListParties {
  const customer = resolveCustomer(db, user, selectedUserId, 'selectedUserId');
  return { customer, attendee: resolveAttendee(db, customer, purchasedForUserId, 'purchasedForUserId') };
}

/** The session, its free places given to the line first; 404 when there is no such session. */
export function sessionAfterPromotion(db: Database, clock: Clock, sessionId: number): SessionRow {
  promoteWaitingList(db, clock, sessionId);
  return sessionOrNotFound(db, sessionId, clock.now().toISOString());
}

export interface JoinRequest {
  mode: WaitingListMode;
  cutOff?: string | null | undefined;
  pricingOptionId?: number | null | undefined;
}

function cutOffFor(session: SessionRow, requested: string | null | undefined, now: Date): string {
  if (requested === undefined || requested === null) return new Date(session.starts_at).toISOString();
  const at = new Date(requested);
  if (at <= now) throw invalidField('cutOff', 'Choose a cut-off in the future.');
  if (at > new Date(session.starts_at)) throw invalidField('cutOff', 'Choose a cut-off before the session starts.');
  return at.toISOString();
}

/** Puts the attendee at the end of a full session's line. Everything is checked in one transaction. */
export function joinWaitingList(
  db: Database,
  clock: Clock,
  user: AuthUser,
  parties: WaitingListParties,
  sessionId: number,
  request: JoinRequest,
): WaitingListRow {
  return atomically(db, () => {
    const now = clock.now();
    const nowIso = now.toISOString();
    const { customer, attendee } = parties;
    const session = sessionAfterPromotion(db, clock, sessionId);
    assertSessionOpen(session, now);
    if (spacesLeft(session) > 0) throw conflict(HAS_PLACES_MESSAGE);
    if (customer.hasOutstandingPenalties) throw forbidden(PENALTIES_MESSAGE);
    const existing = findLiveEntry(db, sessionId, attendee.id);
    if (existing) {
      throw conflict(
        existing.status === 'offered'
          ? 'A place on this session is already held in the basket from the waiting list.'
          : `${attendee.id === user.id ? 'You are' : `${attendee.name} is`} already on the waiting list for this session.`,
      );
    }
    assertNotAlreadyBooked(db, attendee, user.id, session, 0, nowIso);
    const household = householdIds(db, attendee.id);
    const live = (
      db
        .prepare(
          `SELECT COUNT(*) AS n FROM waiting_list_entries WHERE status IN ('waiting', 'offered')
             AND attendee_user_id IN (${household.map(() => '?').join(',')})`,
        )
        .get(...household) as { n: number }
    ).n;
    if (live >= MAX_LIVE_ENTRIES) throw conflict(TOO_MANY_ENTRIES_MESSAGE);

    assertBookingOpen(db, session, attendee, now);
    const attendeeIssue = attendeeProblem(attendee, session);
    if (attendeeIssue) throw invalid({ [attendeeIssue.field]: [attendeeIssue.message] });
    const option =
      request.pricingOptionId === undefined || request.pricingOptionId === null
        ? defaultPricingOption(db, attendee, session)
        : findPricingOption(db, request.pricingOptionId);
    if (!option || option.activity_id !== session.activity_id) {
      throw invalidField(
        'pricingOptionId',
        request.pricingOptionId
          ? 'Choose one of this session\u2019s prices.'
          : `There is no price ${attendee.name} can book at.`,
      );
    }
    const priceIssue = priceProblem(db, attendee, session, option);
    if (priceIssue) throw invalid({ [priceIssue.field]: [priceIssue.message] });
    if (request.mode === 'auto' && !canAutoBook(db, attendee, session, option, nowIso)) {
      throw invalidField('mode', AUTO_NEEDS_COVER_MESSAGE);
    }
    const cutOff = cutOffFor(session, request.cutOff, now);

    const result = db
      .prepare(
        `INSERT INTO waiting_list_entries (session_id, attendee_user_id, customer_user_id, joined_by_user_id,
           pricing_option_id, mode, cut_off, joined_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(sessionId, attendee.id, customer.id, user.id, option.id, request.mode, cutOff, nowIso, nowIso);
    return findEntry(db, Number(result.lastInsertRowid))!;
  });
}

/**
 * Takes the attendee off the list: one call, nothing asked. An offered place still held in the basket is
 * released, and goes to the next in line in the same transaction.
 */
export function leaveWaitingList(
  db: Database,
  clock: Clock,
  user: AuthUser,
  attendee: Person,
  sessionId: number,
): void {
  atomically(db, () => {
    const nowIso = clock.now().toISOString();
    const entry = findLiveEntry(db, sessionId, attendee.id);
    if (!entry) {
      throw notFound(
        `${attendee.id === user.id ? 'You are' : `${attendee.name} is`} not on the waiting list for this session.`,
      );
    }
    if (entry.status === 'offered' && entry.offer_cart_item_id !== null) {
      db.prepare('DELETE FROM cart_items WHERE id = ? AND session_id = ? AND held_until > ?').run(
        entry.offer_cart_item_id,
        sessionId,
        nowIso,
      );
    }
    db.prepare('DELETE FROM waiting_list_entries WHERE id = ?').run(entry.id);
    placesFreed(db, clock, [sessionId]);
  });
}
