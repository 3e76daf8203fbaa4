import { makeStore, type AppStore } from '@leisure/app-store';

/** The online-joining store: the shared slices and API; the joining form's slices join it in later issues. */
export function createOnlineJoiningStore(): AppStore {
  return makeStore();
}
