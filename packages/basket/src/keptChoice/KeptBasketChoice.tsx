import { Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { selectLoggedIn, useAuthDispatch, useAuthSelector } from '@leisure/auth';
import { preloadableLazy } from '@leisure/ui';
import { addKeptChoice } from './addKeptChoice.ts';
import { forgetKeptBasketChoice, readKeptBasketChoice, replaceKeptBasketChoice } from './keptChoiceStorage.ts';
import { closeLogInPrompt, useLogInPromptOpen } from './logInPrompt.ts';
import { useKeptBasketChoice } from './useKeptBasketChoice.ts';

// The dialog brings the modal and the session look-up: loaded when a visitor first adds something.
const LogInToBookDialog = preloadableLazy(async () => (await import('./LogInToBookDialog.tsx')).LogInToBookDialog);

/**
 * docs/product/bookings.md D21, decision 0321: shows the "Log in to book" dialog a visitor's Add asks for, and once
 * the visitor is logged in (log-in or registration, here or on another sub-domain) adds everything kept to their
 * basket in one call, with the usual toasts; what is refused is dropped, what could not be tried is kept. It is
 * forgotten on log-out. Mount it once in the app, inside the router; it loads little (no basket slice), since the bookings app loads
 * it first.
 */
export function KeptBasketChoice() {
  const loggedIn = useAuthSelector(selectLoggedIn);
  const dispatch = useAuthDispatch();
  const wasLoggedIn = useRef(loggedIn);
  const promptOpen = useLogInPromptOpen();
  const kept = useKeptBasketChoice();
  const { pathname } = useLocation();

  // The dialog belongs to the page that asked: leaving it (Back, a header link) closes it.
  useEffect(() => closeLogInPrompt, [pathname]);

  useEffect(() => {
    if (wasLoggedIn.current && !loggedIn) forgetKeptBasketChoice();
    wasLoggedIn.current = loggedIn;
    if (!loggedIn) return;
    closeLogInPrompt();
    const items = readKeptBasketChoice();
    if (items.length === 0) return;
    // Forgotten before the calls: a refusal toasts, and the choice is not tried again on every render.
    forgetKeptBasketChoice();
    void addKeptChoice(dispatch, items).then((left) => {
      if (left.length > 0) replaceKeptBasketChoice(left);
    });
  }, [loggedIn, dispatch]);

  if (loggedIn || !promptOpen || kept.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LogInToBookDialog kept={kept} onClose={closeLogInPrompt} />
    </Suspense>
  );
}
