// Enrolment day (docs/decisions/0597-enrolment-queue.md): a term's enrolment opens at one instant per venue; from half
// an hour before, parents join the venue's queue; at the opening everyone already queued is put in a random order
// (a seeded, recorded draw), later arrivals go to the back, and the venue lets people in at its rate per minute.
import { z } from 'zod';
import { id, idParam, isoDateTime } from '../common.ts';

const termRef = z.object({ id, name: z.string() });
const venueRef = z.object({ id, name: z.string() });

/** Where an enrolment day is: queue not open yet, queue open before the draw, letting people in, or over. */
export const enrolmentDayState = z.enum(['upcoming', 'queueing', 'admitting', 'over']);
export type EnrolmentDayState = z.infer<typeof enrolmentDayState>;

export const enrolmentDaySchema = z.object({
  term: termRef,
  venue: venueRef,
  /** When enrolment opens: the draw for everyone already queued. */
  opensAt: isoDateTime,
  /** When parents may start to join the queue (half an hour before the opening). */
  queueOpensAt: isoDateTime,
  /** The last instant a parent may join the queue; enrolling needs an admission until every admission has run out. */
  joinUntil: isoDateTime,
  /** How many people the venue lets in per minute. */
  admissionsPerMinute: z.number().int().positive(),
  /** How long an admission lasts, in minutes. */
  admissionMinutes: z.number().int().positive(),
  state: enrolmentDayState,
  /** The draw, once made: when, how many it ordered, and the seed that reproduces its order. */
  draw: z.object({ drawnAt: isoDateTime, drawn: z.number().int().nonnegative(), seed: z.number().int() }).nullable(),
});
export type EnrolmentDay = z.infer<typeof enrolmentDaySchema>;

export const enrolmentDaysQuery = z.object({ venue: z.string().max(100).optional() });
export const enrolmentDaysSchema = z.object({ enrolmentDays: z.array(enrolmentDaySchema) });

export const setEnrolmentDayBody = z.object({
  opensAt: z.iso.datetime({
    offset: true,
    message: 'Give the opening as a date and time with its offset, e.g. 2026-12-05T09:00:00Z.',
  }),
  admissionsPerMinute: z
    .number({ message: 'Enter how many people to let in per minute.' })
    .int('Enter a whole number of people per minute.')
    .min(1, 'Let in at least 1 person per minute.')
    .max(6000, 'Let in at most 6,000 people per minute.'),
});
export type SetEnrolmentDayBody = z.infer<typeof setEnrolmentDayBody>;

export const enrolmentQueueBody = z.object({ termId: id, venueId: id });
export type EnrolmentQueueBody = z.infer<typeof enrolmentQueueBody>;
export const enrolmentQueueQuery = z.object({ termId: idParam, venueId: idParam });

/**
 * A place in the queue: before the draw (no position yet), waiting (position and people ahead), admitted (enrol
 * before the admission runs out) or expired (join again to go to the back).
 */
export const enrolmentQueueState = z.enum(['awaiting-draw', 'waiting', 'admitted', 'expired']);
export type EnrolmentQueueState = z.infer<typeof enrolmentQueueState>;

export const enrolmentQueuePlaceSchema = z.object({
  id,
  term: termRef,
  venue: venueRef,
  state: enrolmentQueueState,
  /** What a parent reads: "You're 37th in the queue: about 2 minutes." */
  statusText: z.string(),
  opensAt: isoDateTime,
  joinedAt: isoDateTime,
  /** 1 when next to be let in; null before the draw and once admitted. */
  position: z.number().int().positive().nullable(),
  ahead: z.number().int().nonnegative().nullable(),
  /** People in the queue not yet let in (before the draw: everyone queued so far). */
  queued: z.number().int().nonnegative(),
  /** Seconds until this place is let in (until the opening, before the draw); 0 once admitted. */
  estimatedWaitSeconds: z.number().int().nonnegative(),
  admission: z.object({ admittedAt: isoDateTime, expiresAt: isoDateTime }).nullable(),
  /** When to ask again: the front end polls no sooner, so a queue of thousands does not load the server. */
  pollAfterSeconds: z.number().int().positive(),
});
export type EnrolmentQueuePlace = z.infer<typeof enrolmentQueuePlaceSchema>;
