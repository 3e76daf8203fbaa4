import type { SessionSummary } from '@leisure/api-contract/browser';
import { shortDateLabel } from '@leisure/dates';

/**
 * "Aqua Fit, Tue 25 Nov at 07:00": the session's UK date and clock time as the API writes them (the timetable's
 * wording, apps/bookings/src/features/timetable/rules/sessionLabels.ts).
 */
export function keptChoiceLabel(session: Pick<SessionSummary, 'name' | 'date' | 'startTime'>): string {
  return `${session.name}, ${shortDateLabel(session.date)} at ${session.startTime}`;
}
