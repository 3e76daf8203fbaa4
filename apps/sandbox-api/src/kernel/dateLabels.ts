// Dates as the sandbox writes them in messages and labels (British English).
import { dateParts, type IsoDate } from './calendar.ts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "1 April 2026" */
export function prettyDate(date: IsoDate): string {
  const [year, month, day] = dateParts(date);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** "10 March" */
export function prettyDayMonth(date: IsoDate): string {
  const [, month, day] = dateParts(date);
  return `${day} ${MONTHS[month - 1]}`;
}

/** "2026-03" → "March 2026" */
export function prettyMonth(month: string): string {
  const [year, monthNumber] = dateParts(month);
  return `${MONTHS[monthNumber - 1]} ${year}`;
}

/** "Tue 10 Mar" */
export function shortDateLabel(date: IsoDate): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
    .format(new Date(`${date}T00:00:00Z`))
    .replace(',', '');
}
