import type { EnrolmentDay, EnrolmentQueuePlace } from '@leisure/api-contract/browser';
import { londonClock, londonFormat } from '@leisure/dates';
import { ordinal } from './lessonLabels.ts';

// Enrolment day (docs/decisions/0597, 0598): what the class page and the queue page say about a term's opening.

const dayAndDate = londonFormat({ weekday: 'long', day: 'numeric', month: 'long' });

/** "09:00 on Monday 21 December". */
export const atText = (instant: string): string => {
  const at = new Date(instant);
  return `${londonClock(at)} on ${dayAndDate(at)}`;
};

/** "09:42". */
export const clockText = (instant: string): string => londonClock(new Date(instant));

/**
 * Whether a class's places go through a queue now: `upcoming` (its term's enrolment day is still to come), `queue`
 * (the queue is open, or people are being let in) or null (no enrolment day applies, or it is over: enrol as usual).
 */
export function enrolmentGate(day: EnrolmentDay | null): 'upcoming' | 'queue' | null {
  if (!day || day.state === 'over') return null;
  return day.state === 'upcoming' ? 'upcoming' : 'queue';
}

/** How the day works, in one paragraph: the draw at the opening, the rate, the time each person has. */
export function fairnessText(day: EnrolmentDay): string {
  return (
    `Places in ${day.term.name} classes at ${day.venue.name} open at ${atText(day.opensAt)}. To keep it fair, ` +
    `everyone who joins the queue before then is put in a random order at ${clockText(day.opensAt)}, so there is ` +
    'no need to be first; people who join later go to the back. We let in ' +
    `${day.admissionsPerMinute} ${day.admissionsPerMinute === 1 ? 'person' : 'people'} a minute, and each has ` +
    `${day.admissionMinutes} minutes to enrol.`
  );
}

/** The queue page's heading for a place. */
export function placeHeading(place: EnrolmentQueuePlace): string {
  switch (place.state) {
    case 'awaiting-draw':
      return 'You’re in the queue';
    case 'waiting':
      return place.position === 1 || place.position === null
        ? 'You’re next'
        : `You’re ${ordinal(place.position)} in the queue`;
    case 'admitted':
      return 'It’s your turn';
    case 'expired':
      return 'Your turn has run out';
  }
}

/**
 * When to ask for the days again before a queue opens: at its opening, plus up to 5 s so that a crowd waiting on the
 * page does not ask in the same second; null when it is more than six hours away (the page is not left open so long).
 */
export function untilQueueOpensMs(queueOpensAt: string, now: number, jitter: number): number | null {
  const wait = Date.parse(queueOpensAt) - now;
  return wait > 6 * 3_600_000 ? null : Math.max(0, wait) + Math.round(jitter * 5_000);
}

/** When the page asks again: the API's own `pollAfterSeconds`, never sooner; never once the place has run out. */
export function pollMilliseconds(place: EnrolmentQueuePlace | undefined): number {
  if (!place || place.state === 'expired') return 0;
  return Math.max(1, place.pollAfterSeconds) * 1000;
}
