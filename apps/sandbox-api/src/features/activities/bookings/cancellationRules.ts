import { toLondonIso } from '../londonTime.ts';

/** Customers may cancel online until this many hours before the start. */
export const CANCELLATION_CUTOFF_HOURS = 2;

export interface Cancellability {
  canCancel: boolean;
  /** The last moment a cancellation is accepted, with the London offset. */
  cancellableUntil: string;
  /** Why not, when it cannot be cancelled. */
  note: string | null;
}

/**
 * A booking can be cancelled until the cut-off before its start. When the venue has cancelled the session the
 * customer may cancel (and be refunded) at any time, even after the start.
 */
export function cancellability(
  booking: { status: 'booked' | 'cancelled' },
  session: { starts_at: string; status: 'scheduled' | 'cancelled' },
  now: Date,
): Cancellability {
  const startsAt = new Date(session.starts_at);
  const deadline = new Date(startsAt.getTime() - CANCELLATION_CUTOFF_HOURS * 3_600_000);
  const result = (canCancel: boolean, note: string | null): Cancellability => ({
    canCancel,
    cancellableUntil: toLondonIso(deadline),
    note,
  });
  if (booking.status === 'cancelled') return result(false, 'This booking has already been cancelled.');
  if (session.status === 'cancelled') return result(true, null);
  if (startsAt <= now) return result(false, 'This session has already started.');
  if (now > deadline) {
    return result(false, `Bookings can only be cancelled up to ${CANCELLATION_CUTOFF_HOURS} hours before the start.`);
  }
  return result(true, null);
}
