import type { SessionRef } from '@leisure/api-contract/browser';

const dayMonth = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** "Tue 25 Nov, 07:00 to 07:45": the session's own London date and times, whatever the browser's time zone. */
export function sessionWhen(session: Pick<SessionRef, 'date' | 'startTime' | 'endTime'>): string {
  const day = dayMonth.format(new Date(`${session.date}T00:00:00Z`)).replace(',', '');
  return `${day}, ${session.startTime} to ${session.endTime}`;
}
