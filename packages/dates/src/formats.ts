/**
 * Dates and times in British English (en-GB). Instants are shown on London's clock; ISO dates are shown at their UTC
 * midnight, so a label is the calendar date itself whatever the machine's time zone (docs/decisions/0008).
 * Each formatter builds its Intl.DateTimeFormat on first use, so a bundle that never calls one carries none.
 */
import type { IsoDate } from './isoDate.ts';

function lazyFormat(options: Intl.DateTimeFormatOptions): (at: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (at) => (format ??= new Intl.DateTimeFormat('en-GB', options)).format(at);
}

/** A formatter of instants on London's clock: londonFormat({ hour: '2-digit', minute: '2-digit' })(at) → "10:42". */
export function londonFormat(options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): (at: Date) => string {
  return lazyFormat({ ...options, timeZone: 'Europe/London' });
}

/** A formatter of ISO dates (YYYY-MM-DD): isoDateFormat({ day: 'numeric', month: 'long' })('2026-03-10') → "10 March". */
export function isoDateFormat(options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): (date: IsoDate) => string {
  const format = lazyFormat({ ...options, timeZone: 'UTC' });
  return (date) => format(new Date(`${date}T00:00:00Z`));
}

/** "1 April 2026" */
export const prettyDate = /* @__PURE__ */ isoDateFormat({ day: 'numeric', month: 'long', year: 'numeric' });

/** "10 March" */
export const prettyDayMonth = /* @__PURE__ */ isoDateFormat({ day: 'numeric', month: 'long' });

const monthAndYear = /* @__PURE__ */ isoDateFormat({ month: 'long', year: 'numeric' });

/** "2026-03" → "March 2026" */
export const prettyMonth = (month: string): string => monthAndYear(`${month}-01`);

/** A date with its weekday, without the comma en-GB puts after the weekday; weekday and month are as wide. */
function weekdayLabel(width: 'short' | 'long', year?: 'numeric'): (date: IsoDate) => string {
  const format = isoDateFormat({ weekday: width, day: 'numeric', month: width, year });
  return (date) => format(date).replace(',', '');
}

/** "Tue 10 Mar" */
export const shortDateLabel = /* @__PURE__ */ weekdayLabel('short');

/** "Monday 20 April 2026": a date to check against a diary or a bank statement. */
export const weekdayDate = /* @__PURE__ */ weekdayLabel('long', 'numeric');

/** "2 Dec 2025" */
export const shortDate = /* @__PURE__ */ isoDateFormat({ day: 'numeric', month: 'short', year: 'numeric' });

/** "Tue 2 Dec 2025" */
export const shortDateLabelWithYear = /* @__PURE__ */ weekdayLabel('short', 'numeric');
