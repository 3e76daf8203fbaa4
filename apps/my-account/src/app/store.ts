import { makeStore, type AppStore } from '@leisure/app-store';

/** The my-account store: the shared slices and API; account features inject theirs in later issues. */
export function createMyAccountStore(): AppStore {
  return makeStore();
}
