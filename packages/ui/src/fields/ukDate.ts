// Calendar arithmetic from the one date module (docs/decisions/0008).
import { daysInMonthOf } from '@leisure/dates';

const UK_DATE = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonthOf(year, month);
}

function iso(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Reads a date typed as DD/MM/YYYY (single digits, and dashes, dots or spaces between the parts are forgiven) and
 * gives its ISO form "YYYY-MM-DD", or null when it is not a real calendar date.
 */
export function parseUkDate(text: string): string | null {
  const match = UK_DATE.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = match.slice(1, 4).map(Number) as [number, number, number];
  return isRealDate(year, month, day) ? iso(year, month, day) : null;
}

/** "2026-03-10" → "10/03/2026"; anything that is not an ISO calendar date comes back unchanged. */
export function formatUkDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return isoDate;
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
  if (!isRealDate(year, month, day)) return isoDate;
  return `${match[3]}/${match[2]}/${match[1]}`;
}
