import { Suspense } from 'react';
import { createPortal } from 'react-dom';
import { preloadableLazy } from '../lazy/preloadableLazy.tsx';
import { STAYS_INTERACTIVE_ATTRIBUTE } from '../Modal/inertBackground.ts';
import { politenessOf } from './toastRules.ts';
import type { ToastMessage } from './toastState.ts';
import { LiveRegion, Stack } from './toastStyles.ts';

// A toast card (its icons, the validation messages, the auto-close) is only needed once something has happened: it
// is a chunk of its own, asked for as soon as this module runs (not waited for), so it is there before the first
// toast while the first load does without it (decision 0903).
const ToastItem = preloadableLazy(() => import('./ToastItem.tsx').then((module) => module.ToastItem));

/** Loads the toast card now (tests that show a toast on their first render wait for it). */
export const preloadToastCards = (): Promise<void> => ToastItem.preload().then(() => undefined);
void preloadToastCards().catch(() => undefined);

/** The urgent region first, then the routine one. */
const politenesses = ['assertive', 'polite'] as const;

export interface ToastStackProps {
  toasts: readonly ToastMessage[];
  onDismiss: (id: string) => void;
  dismissLabel?: string;
}

/**
 * Shows the toasts it is given; the state lives with the caller (toastReducer, or a Redux slice built on it).
 * Both live regions are always in the page, because a region created together with its first message is often not
 * announced. It renders beside the app, outside any dialog's inert background, so a toast raised while a dialog is
 * open is still heard and can still be dismissed.
 */
export function ToastStack({ toasts, onDismiss, dismissLabel = 'Dismiss notification' }: ToastStackProps) {
  const stayInteractive = { [STAYS_INTERACTIVE_ATTRIBUTE]: '' };
  return createPortal(
    <Stack {...stayInteractive}>
      {politenesses.map((politeness) => (
        <LiveRegion
          key={politeness}
          aria-live={politeness}
          aria-relevant="additions text"
          data-testid={`toasts-${politeness}`}
        >
          <Suspense fallback={null}>
            {toasts
              .filter((toast) => politenessOf(toast.type) === politeness)
              .map((toast) => (
                <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} dismissLabel={dismissLabel} />
              ))}
          </Suspense>
        </LiveRegion>
      ))}
    </Stack>,
    document.body,
  );
}
