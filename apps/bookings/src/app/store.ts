import { makeStore, type AppStore } from '@leisure/app-store';

/** The bookings store: the shared slices and API for now; the basket's slices join it in later issues. */
export function createBookingsStore(): AppStore {
  return makeStore();
}
