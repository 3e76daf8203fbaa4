import type { SessionSummary } from '@leisure/api-contract/browser';

const dayMonth = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/**
 * "Aqua Fit, Tue 25 Nov at 07:00": the session's UK date and clock time as the API writes them (the timetable's
 * wording, apps/bookings/src/features/timetable/rules/sessionLabels.ts).
 */
export function keptChoiceLabel(session: Pick<SessionSummary, 'name' | 'date' | 'startTime'>): string {
  const day = dayMonth.format(new Date(`${session.date}T00:00:00Z`)).replace(',', '');
  return `${session.name}, ${day} at ${session.startTime}`;
}
