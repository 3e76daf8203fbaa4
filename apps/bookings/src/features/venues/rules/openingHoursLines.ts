import type { OpeningDay, Weekday } from '@leisure/api-contract';
import { twelveHourTime } from '@leisure/dates';

// A venue's week in a few lines, as UK venues print it: "Mon–Fri 6:30am–10pm", "Sat–Sun 8am–8pm", "Sun Closed"
// (docs/decisions/0020-imagery-from-the-api.md).

const shortDays: Record<Weekday, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};

export interface OpeningHoursLine {
  /** e.g. "Mon–Fri", "Sat", shown. */
  days: string;
  /** e.g. "6:30am–10pm" or "Closed". */
  hours: string;
}

const hoursKey = (day: OpeningDay) => (day.hours ? `${day.hours.opens}-${day.hours.closes}` : 'closed');

/** Days in a row with the same hours share a line; the week's order is the API's (Monday first). */
export function openingHoursLines(week: OpeningDay[]): OpeningHoursLine[] {
  const runs: OpeningDay[][] = [];
  for (const day of week) {
    const run = runs.at(-1);
    if (run && hoursKey(run[0]!) === hoursKey(day)) run.push(day);
    else runs.push([day]);
  }
  return runs.map((run) => {
    const first = run[0]!;
    const last = run.at(-1)!;
    const single = run.length === 1;
    const hours = first.hours;
    return {
      days: single ? shortDays[first.day] : `${shortDays[first.day]}–${shortDays[last.day]}`,
      hours: hours ? `${twelveHourTime(hours.opens)}–${twelveHourTime(hours.closes)}` : 'Closed',
    };
  });
}
