import { act } from '@testing-library/react';

/**
 * Waits (on real timers, whatever is faked) until `condition` holds, inside act() so React may re-render on the
 * store's changes meanwhile.
 */
export async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const started = Date.now();
  await act(async () => {
    while (!condition()) {
      if (Date.now() - started > timeoutMs) throw new Error(`Condition not met within ${timeoutMs} ms: ${condition}`);
      await new Promise<void>((resolve) => globalThis.setTimeout(resolve, 10));
    }
  });
}
