// Shapes of the waiting list of a full session (docs/decisions/0311-waiting-list.md): a customer's entries, a
// session's list as the customer sees it, and the request that joins it.
import { z } from 'zod';
import { id, idParam, isoDateTime, money } from '../common.ts';
import { sessionRefSchema, sessionWaitingListSummarySchema } from './activitySchemas.ts';

/** waiting: in line; offered: a place is held in the basket; placed: booked; expired: it ended. */
export const waitingListStatus = z.enum(['waiting', 'offered', 'placed', 'expired']);
export type WaitingListStatus = z.infer<typeof waitingListStatus>;

/** The short form a session carries as `waitingList` (defined with the session schemas, which cannot import this). */
export const waitingListSummarySchema = sessionWaitingListSummarySchema;
export type WaitingListSummary = z.infer<typeof waitingListSummarySchema>;

/**
 * auto: "Book me automatically": when a place comes up before the cut-off it is booked at once (only for sessions
 * a membership benefit or package covers, or at a £0 price: nothing is charged). offer: "Offer me the place": it is
 * put in the customer's basket and held there for 30 minutes.
 */
export const waitingListMode = z.enum(['auto', 'offer']);
export type WaitingListMode = z.infer<typeof waitingListMode>;

export const waitingListEntrySchema = z.object({
  id,
  session: sessionRefSchema,
  attendee: z.object({ id, name: z.string() }),
  mode: waitingListMode,
  /** Until when a place may be given; never after the session starts. */
  cutOff: isoDateTime,
  status: waitingListStatus,
  /** 1 for the first in line; null unless waiting. */
  position: z.number().int().positive().nullable(),
  /** What to tell the customer, e.g. "2nd in line", "A place is held in your basket until 10:30". */
  statusText: z.string(),
  /** offered: when the place held in the basket is released. */
  offerHeldUntil: isoDateTime.nullable(),
  /** placed: the booking made. */
  bookingId: id.nullable(),
  /** The price the place is taken at (£0 charged when a benefit or package covers it). */
  pricingOption: z.object({ id, name: z.string(), price: money }),
  joinedAt: isoDateTime,
});
export type WaitingListEntry = z.infer<typeof waitingListEntrySchema>;

/**
 * A session's waiting list as the caller sees it. Also what a session's detail and summary carry as `waitingList`
 * (`waitingListSummarySchema`, the short form for the timetable).
 */
export const sessionWaitingListSchema = z.object({
  sessionId: id,
  /** People in line (waiting, not yet offered a place). */
  peopleWaiting: z.number().int().nonnegative(),
  /** The session is full, not started and not cancelled: "Join waiting list" is offered. */
  canJoin: z.boolean(),
  /** "Book me automatically" is possible for the attendee asked about (a benefit or package covers it, or £0). */
  autoBookAvailable: z.boolean(),
  /** The live entries (waiting or offered) of the caller and their linked accounts; [] for visitors. */
  entries: z.array(waitingListEntrySchema),
});
export type SessionWaitingList = z.infer<typeof sessionWaitingListSchema>;

export const joinWaitingListBodySchema = z.object({
  mode: waitingListMode,
  /** Defaults to when the session starts; must be in the future and not after the start. */
  cutOff: isoDateTime.nullish(),
  /** Defaults to the attendee's cheapest price they may book at. */
  pricingOptionId: id.nullish(),
  /** The attendee: the customer (default) or one of their linked accounts. */
  purchasedForUserId: id.nullish(),
  /** The customer whose basket an offered place goes to (as on the basket calls). */
  selectedUserId: id.nullish(),
});

export const waitingListQuerySchema = z.object({
  purchasedForUserId: idParam.optional(),
  selectedUserId: idParam.optional(),
});

export const myWaitingListSchema = z.object({ entries: z.array(waitingListEntrySchema) });
