import { addDays, addMonths, londonDate } from '@leisure/dates';

/**
 * Start dates are UK days (YYYY-MM-DD, Europe/London), as the venues and the API's start-date rules count them: at
 * 00:30 on 1 July in London (23:30 UTC) today is 1 July, whatever the browser's time zone (docs/product/joining.md
 * §5).
 */
export const ukIsoDate = (date: Date): string => londonDate(date);

// Calendar arithmetic from the one date module (docs/decisions/0008-one-date-module.md): no clock change shifts a
// day, and the same day next month is the month's last day when it has no such day (31 Jan → 28/29 Feb).

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
    max: override?.max ?? addMonths(today, 1),
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
