import type { AccountPackage, PackageUse } from '@leisure/api-contract/browser';
import { prettyDate, shortDateLabelWithYear } from '@leisure/dates';

// Dates in the API are UK calendar dates (and sessions carry their London date and clock time): shown as they are
// (@leisure/dates, decision 0008).
export const formatLongDate = (isoDate: string): string => prettyDate(isoDate);

/** "6 of 10 left" (decision 0400: the page shows the counts, never works them out). */
export const usesLeftLabel = (pkg: Pick<AccountPackage, 'usesLeft' | 'usesTotal'>): string =>
  `${pkg.usesLeft} of ${pkg.usesTotal} left`;

export const statusLabels: Record<AccountPackage['status'], string> = {
  active: 'Active',
  'used-up': 'Used up',
  expired: 'Expired',
};

/** When it can be used until, in words that fit its status. */
export function expiryLabel(pkg: Pick<AccountPackage, 'expiresOn' | 'status'>): string {
  if (pkg.expiresOn === null) return 'Never expires';
  return pkg.status === 'expired' ? `Expired on ${formatLongDate(pkg.expiresOn)}` : formatLongDate(pkg.expiresOn);
}

export const venueLabel = (pkg: Pick<AccountPackage, 'venue'>): string => pkg.venue?.name ?? 'Any of our venues';

/** "Pilates, Tue 2 Dec 2025, 18:00": the session a use went on, in London time as the API gives it. */
export function sessionLabelOf(use: PackageUse): string {
  return `${use.session.name}, ${shortDateLabelWithYear(use.session.date)}, ${use.session.startTime}`;
}

export const visitStatusLabels: Record<PackageUse['status'], string> = {
  upcoming: 'Booked',
  past: 'Used',
  cancelled: 'Cancelled, use given back',
  'in-basket': 'Held in your basket',
};

/**
 * Where a use's booking shows on my-account's Bookings pages (docs/product/account.md D28): upcoming ones on
 * /bookings/upcoming, past ones on /bookings, each entry with the id `booking-{id}` (decision 0470). Cancelled
 * and basket uses have no booking to show.
 */
export function bookingHref(use: PackageUse): string | null {
  if (use.bookingId === null) return null;
  if (use.status === 'upcoming') return `/bookings/upcoming#booking-${use.bookingId}`;
  if (use.status === 'past') return `/bookings#booking-${use.bookingId}`;
  return null;
}

/** Active packages, then the finished ones (used up or expired), each in the API's order. */
export function splitByStatus(packages: readonly AccountPackage[]): {
  active: AccountPackage[];
  finished: AccountPackage[];
} {
  return {
    active: packages.filter((pkg) => pkg.status === 'active'),
    finished: packages.filter((pkg) => pkg.status !== 'active'),
  };
}
