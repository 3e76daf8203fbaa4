/** Start dates as YYYY-MM-DD in the user's own calendar (a UK user at 00:30 means today, not yesterday's UTC). */
export function localIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

function addDays(iso: string, days: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return localIsoDate(new Date(year, month - 1, day + days));
}

/** The same day next month (or the month's last day: 31 Jan → 28/29 Feb). */
function addOneMonth(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(year, month + 1, 0).getDate();
  return localIsoDate(new Date(year, month, Math.min(day, lastDay)));
}

export interface StartDateBounds {
  today: string;
  tomorrow: string;
  min: string;
  max: string;
}

/** docs/product/joining.md §5: no past dates, at most one month ahead unless a change of membership sets its own bounds. */
export function startDateBounds(now: Date, override?: { min?: string | null; max?: string | null }): StartDateBounds {
  const today = localIsoDate(now);
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
