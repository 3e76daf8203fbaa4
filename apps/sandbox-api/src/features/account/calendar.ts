// Calendar arithmetic on UK dates held as YYYY-MM-DD. Computed at noon UTC so no clock change moves a day.

const toDate = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(isoDate: string, days: number): string {
  const date = toDate(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

/** The same day `months` later, or the month's last day when it is shorter (31 Jan + 1 month → 28/29 Feb). */
export function addMonths(isoDate: string, months: number): string {
  const date = toDate(isoDate);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  date.setUTCDate(Math.min(day, daysInMonth(toIso(date).slice(0, 7))));
  return toIso(date);
}

/** "2026-03" → 31 */
export function daysInMonth(month: string): number {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
}

/** "2026-03-10" → "2026-03" */
export const monthOf = (isoDate: string) => isoDate.slice(0, 7);

/** "2026-03" → "2026-04" */
export const nextMonth = (month: string) => monthOf(addMonths(`${month}-01`, 1));

/** The day `day` of the month of `isoDate`, capped at the month's length. */
export function dayOfMonth(isoDate: string, day: number): string {
  const month = monthOf(isoDate);
  return `${month}-${String(Math.min(day, daysInMonth(month))).padStart(2, '0')}`;
}

/** "2026-03" → "March 2026" */
export const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(toDate(`${month}-01`));

/** "2026-03-12" → "12 March 2026" */
export const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    toDate(isoDate),
  );
