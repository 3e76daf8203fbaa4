import { isNoAnswer } from '@leisure/api-client';

/** docs/product/platform.md §9: a log-in that never reached the server is tried again once after this long. */
export const LOGIN_RETRY_DELAY_MS = 250;

/** No answer came back (connection refused or dropped, timeout); a cancelled request is not a failure. */
export function isNetworkFailure(error: unknown): boolean {
  return isNoAnswer(error);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `call`, and once more after `delayMs` if the first attempt never reached the server. An answer, even an
 * error answer, is final: retrying a refused password would only count against the log-in throttle.
 */
export async function retryOnceOnNetworkFailure<T>(call: () => Promise<T>, delayMs: number): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    await wait(delayMs);
    return call();
  }
}
