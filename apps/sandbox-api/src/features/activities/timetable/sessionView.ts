import type {
  SessionAvailability,
  SessionRef,
  SessionSummary,
  WaitingListSummary,
  YourPrice,
} from '@leisure/api-contract';
import { LIMITED_PLACES, spacesLeft } from '../capacity.ts';
import { londonClock, toLondonIso } from '../londonTime.ts';
import { ageRangeOf, allMembersOnly, namedPrices, priceFrom, type PricingOptionRow } from './pricingOptions.ts';
import type { SessionRow } from './sessionRows.ts';
import { categoryAndVenue } from '../activityColumns.ts';
import { shortDateLabel } from '../../../kernel/dateLabels.ts';
import { bookingOpensAt, bookingOpensLabel } from '../bookingWindow/bookingWindow.ts';

export function toSessionRef(row: SessionRow): SessionRef {
  const startsAt = new Date(row.starts_at);
  const endsAt = new Date(row.ends_at);
  return {
    id: row.id,
    activityId: row.activity_id,
    name: row.name,
    ...categoryAndVenue(row),
    date: row.local_date,
    startsAt: toLondonIso(startsAt),
    endsAt: toLondonIso(endsAt),
    startTime: londonClock(startsAt),
    endTime: londonClock(endsAt),
    durationMinutes: row.duration_minutes,
    location: row.location,
    instructor: row.instructor,
    status: row.status,
    cancellationReason: row.cancellation_reason,
  };
}

export function availabilityOf(row: SessionRow, now: Date): SessionAvailability {
  if (row.status === 'cancelled') return 'cancelled';
  if (new Date(row.starts_at) <= now) return 'started';
  const left = spacesLeft(row);
  if (left === 0) return 'full';
  return left <= LIMITED_PLACES ? 'limited' : 'available';
}

/** For whom a session is shown: whether they are booked on it, their booking window and what they would pay. */
export interface SessionViewer {
  isBooked: boolean;
  inBasket: boolean;
  /** They asked to be emailed when booking opens. */
  reminderSet: boolean;
  /** Days before the start booking opens for them (bookingWindowDays). */
  windowDays: number;
  yourPrice: YourPrice | null;
  waitingList: WaitingListSummary;
}

const unavailableReasons: Record<Exclude<SessionAvailability, 'available' | 'limited'>, string> = {
  cancelled: 'Cancelled',
  started: 'This session has started',
  full: 'Full',
};

export function toSessionSummary(
  row: SessionRow,
  options: PricingOptionRow[],
  now: Date,
  viewer: SessionViewer,
): SessionSummary {
  const availability = availabilityOf(row, now);
  const opensAt = bookingOpensAt(row, viewer.windowDays);
  const hasPlaces = availability === 'available' || availability === 'limited';
  const open = opensAt <= now;
  return {
    ...toSessionRef(row),
    level: row.level,
    ageRange: ageRangeOf(row.min_age, row.max_age),
    capacity: row.capacity,
    spacesLeft: spacesLeft(row),
    availability,
    bookable: hasPlaces && open,
    bookingOpensAt: toLondonIso(opensAt),
    notBookableReason: hasPlaces ? (open ? null : bookingOpensLabel(opensAt)) : unavailableReasons[availability],
    membersOnly: allMembersOnly(options),
    isVirtual: row.is_virtual === 1,
    priceFrom: priceFrom(options),
    prices: namedPrices(options),
    isBooked: viewer.isBooked,
    yourPrice: viewer.yourPrice,
    inBasket: viewer.inBasket,
    waitingList: viewer.waitingList,
    reminderSet: viewer.reminderSet,
    icon: row.icon,
  };
}

/** e.g. "Tue 10 Mar, 18:00–18:45 · Studio 1 · Salford Quays Leisure Centre" */
export function sessionLine(row: SessionRow): string {
  const ref = toSessionRef(row);
  return `${shortDateLabel(ref.date)}, ${ref.startTime}\u2013${ref.endTime} \u00b7 ${ref.location} \u00b7 ${ref.venue.name}`;
}
