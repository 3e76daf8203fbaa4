/**
 * A clock time "HH:MM" as UK signs and opening hours write it: "06:30" is "6:30am", "22:00" is "10pm", "12:00" is
 * "12pm" (noon) and "00:00" is "12am" (midnight). Whole hours leave out ":00".
 */
export function twelveHourTime(clock: string): string {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  const suffix = hours < 12 ? 'am' : 'pm';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0 ? `${hour}${suffix}` : `${hour}:${String(minutes).padStart(2, '0')}${suffix}`;
}
