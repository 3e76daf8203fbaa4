import { ukToday } from '@leisure/form-kit';

/**
 * Start dates are UK days (YYYY-MM-DD, Europe/London), as the venues and the API's start-date rules count them: at
 * 00:30 on 1 July in London (23:30 UTC) today is 1 July, whatever the browser's time zone (docs/product/joining.md
 * §5).
 */
export const ukIsoDate = (date: Date): string => ukToday(date);

/** Calendar arithmetic at UTC midnight, so no clock change shifts a day. */
const utcDate = (iso: string): Date => new Date(`${iso}T00:00:00Z`);

function addDays(iso: string, days: number): string {
  const date = utcDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The same day next month (or the month's last day: 31 Jan → 28/29 Feb). */
function addOneMonth(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

export interface StartDateBounds {
  today: string;
  tomorrow: string;
  min: string;
  max: string;
}

/** docs/product/joining.md §5: no past dates, at most one month ahead unless a change of membership sets its own bounds. */
export function startDateBounds(now: Date, override?: { min?: string | null; max?: string | null }): StartDateBounds {
  const today = ukIsoDate(now);
  return {
    today,
    tomorrow: addDays(today, 1),
    min: override?.min ?? today,
    max: override?.max ?? addOneMonth(today),
  };
}

/** docs/product/joining.md §4: a start date earlier than the minimum is reset to the minimum; none means the minimum. */
export function effectiveStartDate(chosen: string | null, bounds: StartDateBounds): string {
  if (!chosen || chosen < bounds.min) return bounds.min;
  return chosen;
}

/** Whether a typed date is within the bounds (ISO strings compare as dates). */
export function isWithinBounds(iso: string, bounds: StartDateBounds): boolean {
  return iso >= bounds.min && iso <= bounds.max;
}

/** "1st", "2nd", "3rd", "4th" … "28th": billing days as people say them. */
export function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
}
