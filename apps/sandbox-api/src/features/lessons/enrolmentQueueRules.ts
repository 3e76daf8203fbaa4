/**
 * Enrolment day's rules (docs/decisions/0597-enrolment-queue.md), pure and time-explicit. The queue opens half an
 * hour before enrolment; at the opening the places already queued are shuffled with a seeded, recorded draw; later
 * arrivals take the next slot in arrival order. Slot `n` is let in at `drawnAt + floor(n × 60 000 / rate)` ms, never
 * before the place joined, so no more than `rate` people are let in in any minute; an admission lasts 10 minutes.
 */

export const QUEUE_OPENS_MINUTES_BEFORE = 30;
export const ADMISSION_MINUTES = 10;
/** How long after the opening parents may still join the queue. */
export const QUEUE_JOIN_MINUTES_AFTER = 120;
/** The longest a front end waits between two questions: a position still moves on screen. */
export const MAX_POLL_SECONDS = 60;

const MINUTE_MS = 60_000;

export interface EnrolmentWindow {
  queueOpensAt: Date;
  opensAt: Date;
  joinUntil: Date;
}

export const enrolmentWindow = (opensAt: Date): EnrolmentWindow => ({
  queueOpensAt: new Date(opensAt.getTime() - QUEUE_OPENS_MINUTES_BEFORE * MINUTE_MS),
  opensAt,
  joinUntil: new Date(opensAt.getTime() + QUEUE_JOIN_MINUTES_AFTER * MINUTE_MS),
});

/** Where a day is at `now`: before its queue opens, queueing before the draw, letting people in, or over. */
export function dayState(
  window: EnrolmentWindow,
  lastAdmissionEndsAt: Date | null,
  now: Date,
): 'upcoming' | 'queueing' | 'admitting' | 'over' {
  const t = now.getTime();
  if (t < window.queueOpensAt.getTime()) return 'upcoming';
  if (t < window.opensAt.getTime()) return 'queueing';
  if (t < window.joinUntil.getTime() || (lastAdmissionEndsAt !== null && t < lastAdmissionEndsAt.getTime()))
    return 'admitting';
  return 'over';
}

/** A small seeded generator (mulberry32): the same seed gives the same sequence, so a draw can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The draw: `ids` (in arrival order) shuffled by Fisher–Yates with the seeded generator. */
export function drawOrder<T>(ids: readonly T[], seed: number): T[] {
  const order = [...ids];
  const random = seededRandom(seed);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** The instant slot `slot` is let in, counting from the draw. */
export const slotInstant = (drawnAt: Date, slot: number, perMinute: number): Date =>
  new Date(drawnAt.getTime() + Math.floor((slot * MINUTE_MS) / perMinute));

/**
 * The slot for a place joining after the draw: the one after the last taken, or the first whose instant is not
 * already past (an empty queue lets a newcomer straight in, a burst still goes at the rate).
 */
export function nextSlot(lastSlot: number | null, drawnAt: Date, perMinute: number, now: Date): number {
  const elapsed = Math.max(0, now.getTime() - drawnAt.getTime());
  const firstNotPast = Math.ceil((elapsed * perMinute) / MINUTE_MS);
  return Math.max(lastSlot === null ? 0 : lastSlot + 1, firstNotPast);
}

export interface QueuePlaceFacts {
  opensAt: Date;
  admittedAt: Date | null;
  admissionExpiresAt: Date | null;
}

export type QueuePlaceState = 'awaiting-draw' | 'waiting' | 'admitted' | 'expired';

export function placeState(place: QueuePlaceFacts, now: Date): QueuePlaceState {
  if (!place.admittedAt || !place.admissionExpiresAt) return 'awaiting-draw';
  if (now.getTime() < place.admittedAt.getTime()) return 'waiting';
  if (now.getTime() < place.admissionExpiresAt.getTime()) return 'admitted';
  return 'expired';
}

/** Seconds until the place is let in (or until the opening, before the draw); 0 once in. */
export function waitSeconds(place: QueuePlaceFacts, now: Date): number {
  const until = place.admittedAt ?? place.opensAt;
  return Math.max(0, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

/**
 * When to ask again: at the instant the place is let in (or the draw), but at least a second and at most a minute
 * away; an admitted place's front end asks at its expiry, to say it has run out.
 */
export function pollAfterSeconds(state: QueuePlaceState, place: QueuePlaceFacts, now: Date): number {
  const until =
    state === 'admitted' ? place.admissionExpiresAt! : state === 'expired' ? now : (place.admittedAt ?? place.opensAt);
  const seconds = Math.ceil((until.getTime() - now.getTime()) / 1000);
  return Math.min(MAX_POLL_SECONDS, Math.max(1, seconds));
}

/** "less than a minute", "about 1 minute", "about 12 minutes". */
export function waitText(seconds: number): string {
  if (seconds < 60) return 'less than a minute';
  const minutes = Math.round(seconds / 60);
  return `about ${minutes} minute${minutes === 1 ? '' : 's'}`;
}
