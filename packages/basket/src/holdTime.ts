import { londonFormat } from '@leisure/dates';

// On London's clock, from the one date module (docs/decisions/0008-one-date-module.md).
const clock = londonFormat({ hour: '2-digit', minute: '2-digit' });

/** "10:42": a hold's end as a UK clock time (sessions and holds are in Europe/London, docs/decisions/0304-place-holds-and-capacity.md). */
export function formatHoldTime(iso: string): string {
  return clock(new Date(iso));
}
