// The London calendar day of an instant, on Intl alone: the front ends read it on their first route, whose budget
// has no room for more (docs/decisions/0008-one-date-module.md).

/** The date in London (Europe/London) at that instant, YYYY-MM-DD: 23:30Z on 30 June is 1 July. */
export function londonDate(at: Date): string {
  // en-CA writes YYYY-MM-DD. Made at each call, as before: a module-level one would be code every bundle keeps.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** Today's date in London as YYYY-MM-DD: the day the venues open, bill and count start dates by. */
export function londonToday(now: Date = new Date()): string {
  return londonDate(now);
}
