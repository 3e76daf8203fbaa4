import type { SessionRef } from '@leisure/api-contract/browser';
import { shortDateLabel } from '@leisure/dates';

/** "Tue 25 Nov, 07:00 to 07:45": the session's own London date and times, whatever the browser's time zone. */
export function sessionWhen(session: Pick<SessionRef, 'date' | 'startTime' | 'endTime'>): string {
  return `${shortDateLabel(session.date)}, ${session.startTime} to ${session.endTime}`;
}
