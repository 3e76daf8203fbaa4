import { useSessionFlagsFromUrl } from '@leisure/app-store';
import { useAuthCookiePoll } from '@leisure/auth';

/**
 * Keeps the store in step with the world outside the app: the shared token cookie (a log-in or log-out on another
 * sub-domain shows here within 5 s) and the kiosk, embedded and centre flags of URLs navigated to. Mount once.
 */
export function SessionSync() {
  useAuthCookiePoll();
  useSessionFlagsFromUrl();
  return null;
}
