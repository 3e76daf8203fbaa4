import { randomInt } from 'node:crypto';
import { londonClock } from '@leisure/dates';
import type { EnrolmentDay, EnrolmentQueueBody, EnrolmentQueuePlace } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../clock.ts';
import { conflict, notFound } from '../../http/apiError.ts';
import { offerDeadlineText, ordinal } from './lessonLabels.ts';
import {
  ADMISSION_MINUTES,
  dayState,
  drawOrder,
  enrolmentWindow,
  nextSlot,
  placeState,
  pollAfterSeconds,
  slotInstant,
  waitSeconds,
  waitText,
} from './enrolmentQueueRules.ts';

/**
 * Enrolment day in the database (docs/decisions/0597-enrolment-queue.md). Every call runs in the router's one
 * BEGIN IMMEDIATE transaction (decision 0015): the draw, made by the first call at or after the opening, and each
 * new place's slot are count-then-write steps no other request can interleave with. Times are the sandbox clock's.
 */

export interface EnrolmentDayRow {
  term_id: number;
  venue_id: number;
  opens_at: string;
  admissions_per_minute: number;
  drawn_at: string | null;
  draw_seed: number | null;
  drawn_count: number | null;
  term_name: string;
  term_starts_on: string;
  venue_name: string;
}

export interface QueuePlaceRow {
  id: number;
  term_id: number;
  venue_id: number;
  user_id: number;
  joined_at: string;
  slot: number | null;
  admitted_at: string | null;
  admission_expires_at: string | null;
}

const ADMISSION_MS = ADMISSION_MINUTES * 60_000;

const daySelect = `SELECT d.*, t.name AS term_name, t.starts_on AS term_starts_on, v.name AS venue_name
  FROM lesson_enrolment_days d JOIN lesson_terms t ON t.id = d.term_id JOIN venues v ON v.id = d.venue_id`;

export const findEnrolmentDay = (db: Database, termId: number, venueId: number): EnrolmentDayRow | undefined =>
  db.prepare(`${daySelect} WHERE d.term_id = ? AND d.venue_id = ?`).get(termId, venueId) as EnrolmentDayRow | undefined;

export const enrolmentDaysAt = (db: Database, venueSlug?: string): EnrolmentDayRow[] =>
  (venueSlug
    ? db.prepare(`${daySelect} WHERE v.slug = ? ORDER BY d.opens_at, v.name`).all(venueSlug)
    : db.prepare(`${daySelect} ORDER BY d.opens_at, v.name`).all()) as unknown as EnrolmentDayRow[];

const windowOf = (day: EnrolmentDayRow) => enrolmentWindow(new Date(day.opens_at));

/** When the last admission given so far runs out (null when none has been given). */
function lastAdmissionEndsAt(db: Database, day: EnrolmentDayRow): Date | null {
  const row = db
    .prepare('SELECT MAX(admission_expires_at) AS at FROM lesson_queue_places WHERE term_id = ? AND venue_id = ?')
    .get(day.term_id, day.venue_id) as { at: string | null };
  return row.at ? new Date(row.at) : null;
}

/**
 * The draw, once the opening has come: the places queued before it, in arrival order, shuffled with a fresh seed
 * that is recorded with the order, so anyone can replay it (drawOrder). Admissions count from the draw's instant.
 */
export function settleDraw(db: Database, clock: Clock, day: EnrolmentDayRow): EnrolmentDayRow {
  const now = clock.now();
  if (day.drawn_at !== null || now.getTime() < Date.parse(day.opens_at)) return day;
  const queued = (
    db
      .prepare('SELECT id FROM lesson_queue_places WHERE term_id = ? AND venue_id = ? AND slot IS NULL ORDER BY id')
      .all(day.term_id, day.venue_id) as { id: number }[]
  ).map((row) => row.id);
  const seed = randomInt(0, 2 ** 31 - 1);
  const drawnAt = now;
  const place = db.prepare(
    'UPDATE lesson_queue_places SET slot = ?, admitted_at = ?, admission_expires_at = ? WHERE id = ?',
  );
  drawOrder(queued, seed).forEach((id, slot) => {
    const admittedAt = slotInstant(drawnAt, slot, day.admissions_per_minute);
    place.run(slot, admittedAt.toISOString(), new Date(admittedAt.getTime() + ADMISSION_MS).toISOString(), id);
  });
  db.prepare(
    'UPDATE lesson_enrolment_days SET drawn_at = ?, draw_seed = ?, drawn_count = ? WHERE term_id = ? AND venue_id = ?',
  ).run(drawnAt.toISOString(), seed, queued.length, day.term_id, day.venue_id);
  return findEnrolmentDay(db, day.term_id, day.venue_id)!;
}

export function enrolmentDayView(db: Database, day: EnrolmentDayRow, now: Date): EnrolmentDay {
  const window = windowOf(day);
  return {
    term: { id: day.term_id, name: day.term_name },
    venue: { id: day.venue_id, name: day.venue_name },
    opensAt: window.opensAt.toISOString(),
    queueOpensAt: window.queueOpensAt.toISOString(),
    joinUntil: window.joinUntil.toISOString(),
    admissionsPerMinute: day.admissions_per_minute,
    admissionMinutes: ADMISSION_MINUTES,
    state: dayState(window, lastAdmissionEndsAt(db, day), now),
    draw:
      day.drawn_at === null ? null : { drawnAt: day.drawn_at, drawn: day.drawn_count ?? 0, seed: day.draw_seed ?? 0 },
  };
}

export const queueMessages = {
  noDay: 'There is no enrolment day for that term at this venue.',
  notOpenYet: (day: EnrolmentDayRow) =>
    `The queue for ${day.term_name} at ${day.venue_name} opens at ${londonClock(windowOf(day).queueOpensAt)}; ` +
    `enrolment opens ${offerDeadlineText(windowOf(day).opensAt)}.`,
  closed: (day: EnrolmentDayRow) =>
    `The queue for ${day.term_name} at ${day.venue_name} has closed: enrol in a class when the last people let in ` +
    'have had their turn.',
  beforeOpening: (day: EnrolmentDayRow) =>
    `Enrolment for ${day.term_name} at ${day.venue_name} opens ${offerDeadlineText(windowOf(day).opensAt)}. ` +
    `Join the queue from ${londonClock(windowOf(day).queueOpensAt)}: everyone in it by the opening gets a place ` +
    'in a random order.',
  joinFirst: (day: EnrolmentDayRow) =>
    `Enrolment for ${day.term_name} at ${day.venue_name} is open through its queue: join the queue and we will let ` +
    'you in in turn.',
  closing: (day: EnrolmentDayRow, endsAt: Date) =>
    `The queue for ${day.term_name} at ${day.venue_name} is letting its last people in: enrol from ` +
    `${londonClock(endsAt)}.`,
  waiting: (day: EnrolmentDayRow, position: number, seconds: number) =>
    `You are ${ordinal(position)} in the queue for ${day.term_name} at ${day.venue_name}: ${waitText(seconds)}. ` +
    'We will let you in in turn.',
  expired: (day: EnrolmentDayRow) =>
    `Your ${ADMISSION_MINUTES} minutes to enrol for ${day.term_name} at ${day.venue_name} have run out: join the ` +
    'queue again.',
} as const;

const latestPlace = (db: Database, day: EnrolmentDayRow, userId: number): QueuePlaceRow | undefined =>
  db
    .prepare(
      'SELECT * FROM lesson_queue_places WHERE term_id = ? AND venue_id = ? AND user_id = ? ORDER BY id DESC LIMIT 1',
    )
    .get(day.term_id, day.venue_id, userId) as QueuePlaceRow | undefined;

const factsOf = (day: EnrolmentDayRow, place: QueuePlaceRow) => ({
  opensAt: new Date(day.opens_at),
  admittedAt: place.admitted_at ? new Date(place.admitted_at) : null,
  admissionExpiresAt: place.admission_expires_at ? new Date(place.admission_expires_at) : null,
});

/** Places ahead of a drawn one that are not let in yet. */
const aheadOf = (db: Database, place: QueuePlaceRow, nowIso: string): number =>
  (
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM lesson_queue_places
         WHERE term_id = ? AND venue_id = ? AND slot < ? AND admitted_at > ?`,
      )
      .get(place.term_id, place.venue_id, place.slot, nowIso) as { n: number }
  ).n;

/** People in the queue not let in yet (before the draw, everyone queued). */
const stillQueued = (db: Database, day: EnrolmentDayRow, nowIso: string): number =>
  (
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM lesson_queue_places WHERE term_id = ? AND venue_id = ?
         AND (slot IS NULL OR admitted_at > ?)`,
      )
      .get(day.term_id, day.venue_id, nowIso) as { n: number }
  ).n;

export function queuePlaceView(
  db: Database,
  day: EnrolmentDayRow,
  place: QueuePlaceRow,
  now: Date,
): EnrolmentQueuePlace {
  const nowIso = now.toISOString();
  const facts = factsOf(day, place);
  const state = placeState(facts, now);
  const wait = waitSeconds(facts, now);
  const ahead = state === 'waiting' ? aheadOf(db, place, nowIso) : null;
  const statusText =
    state === 'awaiting-draw'
      ? `You are in the queue. At ${londonClock(facts.opensAt)} everyone in it gets a place in a random order.`
      : state === 'waiting'
        ? queueMessages.waiting(day, ahead! + 1, wait)
        : state === 'admitted'
          ? `It is your turn: enrol before ${londonClock(facts.admissionExpiresAt!)}.`
          : queueMessages.expired(day);
  return {
    id: place.id,
    term: { id: day.term_id, name: day.term_name },
    venue: { id: day.venue_id, name: day.venue_name },
    state,
    statusText,
    opensAt: day.opens_at,
    joinedAt: place.joined_at,
    position: ahead === null ? null : ahead + 1,
    ahead,
    queued: stillQueued(db, day, nowIso),
    estimatedWaitSeconds: state === 'admitted' || state === 'expired' ? 0 : wait,
    admission:
      state === 'admitted' || state === 'expired'
        ? { admittedAt: place.admitted_at!, expiresAt: place.admission_expires_at! }
        : null,
    pollAfterSeconds: pollAfterSeconds(state, facts, now),
  };
}

function dayOrNotFound(db: Database, clock: Clock, termId: number, venueId: number): EnrolmentDayRow {
  const day = findEnrolmentDay(db, termId, venueId);
  if (!day) throw notFound(queueMessages.noDay);
  return settleDraw(db, clock, day);
}

/**
 * Joins a parent to a day's queue: before the draw without a slot (the draw orders them), after it at the next slot
 * in arrival order. Joining again answers the same place while it is live, and a new one at the back once spent.
 */
export function joinQueue(db: Database, clock: Clock, userId: number, body: EnrolmentQueueBody): EnrolmentQueuePlace {
  const day = dayOrNotFound(db, clock, body.termId, body.venueId);
  const now = clock.now();
  const window = windowOf(day);
  const existing = latestPlace(db, day, userId);
  if (existing && placeState(factsOf(day, existing), now) !== 'expired') return queuePlaceView(db, day, existing, now);
  if (now < window.queueOpensAt) throw conflict(queueMessages.notOpenYet(day));
  if (now >= window.joinUntil) throw conflict(queueMessages.closed(day));
  let slot: number | null = null;
  let admittedAt: Date | null = null;
  if (day.drawn_at !== null) {
    const last = db
      .prepare('SELECT MAX(slot) AS slot FROM lesson_queue_places WHERE term_id = ? AND venue_id = ?')
      .get(day.term_id, day.venue_id) as { slot: number | null };
    slot = nextSlot(last.slot, new Date(day.drawn_at), day.admissions_per_minute, now);
    admittedAt = slotInstant(new Date(day.drawn_at), slot, day.admissions_per_minute);
  }
  const id = Number(
    db
      .prepare(
        `INSERT INTO lesson_queue_places (term_id, venue_id, user_id, joined_at, slot, admitted_at, admission_expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        day.term_id,
        day.venue_id,
        userId,
        now.toISOString(),
        slot,
        admittedAt?.toISOString() ?? null,
        admittedAt ? new Date(admittedAt.getTime() + ADMISSION_MS).toISOString() : null,
      ).lastInsertRowid,
  );
  return queuePlaceView(db, day, db.prepare('SELECT * FROM lesson_queue_places WHERE id = ?').get(id) as never, now);
}

export function queuePosition(
  db: Database,
  clock: Clock,
  userId: number,
  termId: number,
  venueId: number,
): EnrolmentQueuePlace {
  const day = dayOrNotFound(db, clock, termId, venueId);
  const place = latestPlace(db, day, userId);
  if (!place) throw notFound('You are not in this queue.');
  return queuePlaceView(db, day, place, clock.now());
}

/**
 * Why the caller may not enrol (or join a waiting list) for a term at a venue now, or null: before the opening
 * nobody may; while the queue runs only someone let in whose admission is live (docs/decisions/0597).
 */
export function admissionProblem(
  db: Database,
  clock: Clock,
  userId: number,
  termId: number,
  venueId: number,
  { beforeOpening }: { beforeOpening: boolean } = { beforeOpening: true },
): string | null {
  const found = findEnrolmentDay(db, termId, venueId);
  if (!found) return null;
  const day = settleDraw(db, clock, found);
  const now = clock.now();
  const window = windowOf(day);
  if (now < window.opensAt) return beforeOpening ? queueMessages.beforeOpening(day) : null;
  const lastEnds = lastAdmissionEndsAt(db, day);
  if (dayState(window, lastEnds, now) === 'over') return null;
  const place = latestPlace(db, day, userId);
  if (!place) return now < window.joinUntil ? queueMessages.joinFirst(day) : queueMessages.closing(day, lastEnds!);
  const state = placeState(factsOf(day, place), now);
  if (state === 'admitted') return null;
  if (state === 'expired') return queueMessages.expired(day);
  return queuePlaceView(db, day, place, now).statusText;
}

/** The first reason the caller may not join a waiting list at the venue while one of its queues is letting people in. */
export function venueAdmissionProblem(db: Database, clock: Clock, userId: number, venueId: number): string | null {
  const days = db
    .prepare('SELECT term_id FROM lesson_enrolment_days WHERE venue_id = ? AND opens_at <= ?')
    .all(venueId, clock.now().toISOString()) as { term_id: number }[];
  for (const { term_id } of days) {
    const problem = admissionProblem(db, clock, userId, term_id, venueId, { beforeOpening: false });
    if (problem) return problem;
  }
  return null;
}
