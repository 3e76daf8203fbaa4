import { afterEach, vi } from 'vitest';

/**
 * Keeps `Date` pinned between tests (docs/decisions/0006). failOnConsoleError goes back to real timers after each
 * test and the pin-date set-up pins `Date` again only before the next test, so a describe block's beforeAll (where
 * useSandbox seeds its timetable and bookings) read the machine's clock. Call it before failOnConsoleError(): after
 * hooks run last-registered first, so this one runs after it and pins the run's instant again, ticking on.
 */
export function keepDatePinned(): void {
  // Set-up files run in order and the pin-date one runs first: here `Date` is already the run's instant.
  const pinnedOffset = Date.now() - performance.now();
  afterEach(() => {
    if (vi.isFakeTimers()) return;
    vi.useFakeTimers({ toFake: ['Date'], now: Math.round(pinnedOffset + performance.now()), shouldAdvanceTime: true });
  });
}
