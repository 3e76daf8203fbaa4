// The waiting list's short form on a session (docs/decisions/0311-waiting-list.md). It imports nothing from
// activitySchemas.ts, so that the session schemas there can carry it as `waitingList`.
import { z } from 'zod';

/** waiting: in line; offered: a place is held in the basket; placed: booked; expired: it ended. */
export const waitingListStatus = z.enum(['waiting', 'offered', 'placed', 'expired']);
export type WaitingListStatus = z.infer<typeof waitingListStatus>;

/** The short form on a timetable's session: how many wait, and where the logged-in person is. */
export const waitingListSummarySchema = z.object({
  peopleWaiting: z.number().int().nonnegative(),
  /** The logged-in person's (or their linked accounts' first) place in line; null when not waiting. */
  yourPosition: z.number().int().positive().nullable(),
  yourStatus: waitingListStatus.nullable(),
});
export type WaitingListSummary = z.infer<typeof waitingListSummarySchema>;
