// Its own module, so the first load's share of the calendar (isoDate.ts, in the host's shell chunk) leaves it to the
// date pickers that use it (docs/decisions/0008-one-date-module.md).
import type { IsoDate } from './isoDate.ts';

/** YYYY-MM-DD of a year, month (1–12) and day. */
export function isoDateOf(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
