import { contract } from '@leisure/api-contract';
import { atomically } from '../../db/database.ts';
import { implement } from '../../http/implement.ts';
import { joinWaitingList, leaveWaitingList, resolveParties, sessionAfterPromotion } from './joinAndLeave.ts';
import { promoteWaitingLists } from './promotion.ts';
import { householdIds, type WaitingListRow } from './waitingListStore.ts';
import { sessionWaitingList, toEntries } from './waitingListView.ts';

export const waitingListRoutes = [
  implement(contract.waitingList.getSessionWaitingList, ({ db, clock, params, query, user }) => {
    const now = clock.now();
    const parties = user ? resolveParties(db, user, query.selectedUserId, query.purchasedForUserId) : undefined;
    const session = atomically(db, () => sessionAfterPromotion(db, clock, params.sessionId));
    return sessionWaitingList(
      db,
      session,
      user && parties ? { userId: user.id, attendee: parties.attendee } : undefined,
      now,
    );
  }),

  implement(contract.waitingList.joinWaitingList, ({ db, clock, params, body, user }) => {
    const parties = resolveParties(db, user!, body.selectedUserId, body.purchasedForUserId);
    const entry = joinWaitingList(db, clock, user!, parties, params.sessionId, body);
    return toEntries(db, [entry], clock.now().toISOString())[0]!;
  }),

  implement(contract.waitingList.leaveWaitingList, ({ db, clock, params, query, user }) => {
    const parties = resolveParties(db, user!, query.selectedUserId, query.purchasedForUserId);
    leaveWaitingList(db, clock, user!, parties.attendee, params.sessionId);
    const session = atomically(db, () => sessionAfterPromotion(db, clock, params.sessionId));
    return sessionWaitingList(db, session, { userId: user!.id, attendee: parties.attendee }, clock.now());
  }),

  implement(contract.waitingList.listMyWaitingList, ({ db, clock, user }) => {
    const now = clock.now();
    const nowIso = now.toISOString();
    const household = householdIds(db, user!.id);
    const mine = () =>
      db
        .prepare(
          `SELECT w.* FROM waiting_list_entries w JOIN activity_sessions s ON s.id = w.session_id
           WHERE s.ends_at > ? AND (w.joined_by_user_id = ? OR w.customer_user_id = ?
             OR w.attendee_user_id IN (${household.map(() => '?').join(',')}))
           ORDER BY s.starts_at, w.joined_at, w.id`,
        )
        .all(nowIso, user!.id, user!.id, ...household) as unknown as WaitingListRow[];
    // Places that came free since (a hold ran out) go to the line before the customer sees where they stand.
    atomically(db, () => promoteWaitingLists(db, clock, [...new Set(mine().map((entry) => entry.session_id))]));
    return { entries: toEntries(db, mine(), nowIso) };
  }),
];
