/** Whole-day arithmetic on YYYY-MM-DD dates (UTC noon-free: dates only, no time zones involved). */
const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same calendar day `years` earlier (29 February falls back to 28 February). */
export function yearsBefore(isoDate: string, years: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year - years, month - 1, day));
  if (target.getUTCMonth() !== month - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

/** A date of birth that makes someone `years` old, `daysPastBirthday` days after their birthday, on `today`. */
export function dateOfBirthFor(today: string, years: number, daysPastBirthday: number): string {
  return yearsBefore(addDays(today, -daysPastBirthday), years);
}
