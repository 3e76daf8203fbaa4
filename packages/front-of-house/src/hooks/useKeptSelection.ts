import { useEffect } from 'react';
import { useAppDispatch, useAppSelector, useAppStore, type AppDispatch, type RootState } from '@leisure/app-store';
import { AUTH_COOKIE_POLL_MS, selectLoggedIn } from '@leisure/auth';
import { selectSelectedCustomer, selectServedBy } from '../state/frontOfHouseSlice.ts';
import {
  forgetSelectedCustomer,
  readKeptSelectionCookie,
  readSelectedCustomer,
} from '../state/selectedCustomerCookie.ts';
import { sameCustomer, serveCustomer } from '../state/serveCustomer.ts';

/**
 * Brings the page in line with the kept selection for this member of staff. `cookieChanged`: the cookie is not
 * what it was at the last look, so a customer it no longer names is cleared too. When it has not changed, a missing
 * cookie clears nothing: cookies may be refused (a frame without partitioned cookies), and then the page's own
 * selection is all there is.
 */
function followKeptSelection(dispatch: AppDispatch, state: RootState, staffId: number, cookieChanged: boolean): void {
  const kept = readSelectedCustomer(staffId);
  const current = selectSelectedCustomer(state);
  const servedBy = selectServedBy(state);
  // Selected for another staff log-in this page followed without a log-out in between.
  const someoneElses = current !== null && servedBy !== null && servedBy !== staffId;
  if (kept) {
    if (someoneElses || !sameCustomer(kept, current)) serveCustomer(dispatch, staffId, kept);
  } else if (current && (cookieChanged || someoneElses)) {
    serveCustomer(dispatch, staffId, null);
  }
}

/**
 * The selection kept in the shared cookie (docs/decisions/0610-staff-bar-and-selected-customer.md): when the bar
 * loads it serves the customer this member of staff selected, after a reload or on the other sub-domain. Then it
 * re-reads the cookie on the log-in cookie's poll (every 5 s, and when the tab is shown or focused), so a tab left
 * open on the other sub-domain follows a selection, a change or a Clear made there. When the session ends, here
 * or (through the log-in cookie) on another sub-domain, the kept selection goes too (docs/product/platform.md §4:
 * logging out clears the cart and who it was for).
 */
export function useKeptSelection(staffId: number, intervalMs: number = AUTH_COOKIE_POLL_MS): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const loggedIn = useAppSelector(selectLoggedIn);

  useEffect(() => {
    if (!loggedIn) {
      forgetSelectedCustomer();
      return;
    }
    let seen = readKeptSelectionCookie();
    followKeptSelection(dispatch, store.getState(), staffId, false);
    const check = () => {
      const now = readKeptSelectionCookie();
      const changed = now !== seen;
      seen = now;
      followKeptSelection(dispatch, store.getState(), staffId, changed);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    const timer = setInterval(check, intervalMs);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', check);
    };
  }, [dispatch, intervalMs, loggedIn, staffId, store]);

  useEffect(
    () => () => {
      if (store.getState().auth.token === null) forgetSelectedCustomer();
    },
    [store],
  );
}
