import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi } from 'vitest';

/**
 * The kiosk's idle guard (docs/product/modes.md D18) on either front end: a fake clock the tests move by hand, and
 * the "Are you still there?" warning it raises after 90 s untouched.
 */
export function useKioskIdleClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      shouldAdvanceTime: true,
    });
  });
  afterEach(() => vi.useRealTimers());
}

/** Moves the fake clock on by `ms`. */
export const advanceClock = (ms: number): void => act(() => void vi.advanceTimersByTime(ms));

/** The idle warning, or null while none shows. */
export const idleWarning = (): HTMLElement | null =>
  screen.queryByRole('alertdialog', { name: 'Are you still there?' });

/**
 * A touch at 60 s starts the 90 s wait again: nothing shows 89 s after it, the warning shows at 90 s and says the
 * visit ends in 5 seconds. Returns the warning.
 */
export async function touchThenAwaitIdleWarning(user: UserEvent): Promise<HTMLElement> {
  advanceClock(60_000);
  await user.keyboard('{Tab}');
  advanceClock(89_000);
  expect(idleWarning()).not.toBeInTheDocument();
  advanceClock(1_000);
  const dialog = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
  expect(dialog).toHaveAccessibleDescription(/go back to the start in 5 seconds/);
  return dialog;
}
