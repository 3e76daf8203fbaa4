// Dates as the sandbox writes them in messages and labels (British English). Dates are formatted at UTC midnight,
// so the label is the calendar date itself whatever the server's time zone.
import type { IsoDate } from './calendar.ts';

const label = (options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
  return (date: IsoDate) => format.format(new Date(`${date}T00:00:00Z`));
};

/** "1 April 2026" */
export const prettyDate = label({ day: 'numeric', month: 'long', year: 'numeric' });

/** "10 March" */
export const prettyDayMonth = label({ day: 'numeric', month: 'long' });

const monthAndYear = label({ month: 'long', year: 'numeric' });

/** "2026-03" → "March 2026" */
export const prettyMonth = (month: string): string => monthAndYear(`${month}-01`);

const weekdayDayMonth = label({ weekday: 'short', day: 'numeric', month: 'short' });

/** "Tue 10 Mar" */
export const shortDateLabel = (date: IsoDate): string => weekdayDayMonth(date).replace(',', '');
