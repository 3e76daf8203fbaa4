import { describe, expect, it } from 'vitest';
import type { PackageUse } from '@leisure/api-contract/browser';
import {
  bookingHref,
  expiryLabel,
  sessionLabelOf,
  usesLeftLabel,
  venueLabel,
} from '../../src/features/packages/packageLabels.ts';

const use = (overrides: Partial<PackageUse>): PackageUse =>
  ({
    bookingId: 41,
    status: 'upcoming',
    session: { name: 'Lane Swimming', date: '2026-12-02', startTime: '07:30' },
    ...overrides,
  }) as PackageUse;

describe('package labels', () => {
  it.each([
    [{ usesLeft: 6, usesTotal: 10 }, '6 of 10 left'],
    [{ usesLeft: 0, usesTotal: 5 }, '0 of 5 left'],
  ])('uses left %o: %s', (pkg, expected) => expect(usesLeftLabel(pkg)).toBe(expected));

  it.each([
    [{ expiresOn: null, status: 'active' as const }, 'Never expires'],
    [{ expiresOn: '2026-07-28', status: 'active' as const }, '28 July 2026'],
    [{ expiresOn: '2026-07-28', status: 'used-up' as const }, '28 July 2026'],
    [{ expiresOn: '2026-02-01', status: 'expired' as const }, 'Expired on 1 February 2026'],
  ])('expiry %o: %s', (pkg, expected) => expect(expiryLabel(pkg)).toBe(expected));

  it('names the venue, or any venue for a package valid everywhere', () => {
    expect(venueLabel({ venue: { id: 1, slug: 'leeds-city', name: 'Leeds City' } })).toBe('Leeds City');
    expect(venueLabel({ venue: null })).toBe('Any of our venues');
  });

  it("names a use's session by its London date and time", () => {
    expect(sessionLabelOf(use({}))).toBe('Lane Swimming, Wed 2 Dec 2026, 07:30');
  });

  it.each([
    ['upcoming', 41, '/bookings/upcoming#booking-41'],
    ['past', 41, '/bookings#booking-41'],
    ['cancelled', 41, null],
    ['in-basket', null, null],
  ] as const)('links a %s use to %s', (status, bookingId, expected) =>
    expect(bookingHref(use({ status, bookingId }))).toBe(expected),
  );
});
