import { useEffect } from 'react';
import { forgetCard } from '../cardStorage.ts';

/**
 * Forgets the kept membership card whenever no one is logged in: on log-out here, when the session ends on another
 * front end (the cookie poll notices within 5 s), and when the app starts logged out (docs/decisions/0453).
 */
export function useForgetCardWhenLoggedOut(loggedIn: boolean): void {
  useEffect(() => {
    if (!loggedIn) forgetCard();
  }, [loggedIn]);
}
