const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });

/** "10:42": a hold's end as a UK clock time (sessions and holds are in Europe/London, docs/decisions/0304-place-holds-and-capacity.md). */
export function formatHoldTime(iso: string): string {
  return clock.format(new Date(iso));
}
