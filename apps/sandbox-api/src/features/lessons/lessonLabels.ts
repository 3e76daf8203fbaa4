import { londonClock, londonDate, prettyDate, type IsoDate } from '@leisure/dates';

/** "7 December 2026, 18:00": a deadline as the account and the emails show it (London time). */
export const offerDeadlineText = (at: Date): string => `${prettyDate(londonDate(at))}, ${londonClock(at)}`;

/** "1st", "2nd", "3rd", "11th". */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

export const dateText = (date: IsoDate): string => prettyDate(date);
