/**
 * London wall-clock time: venues schedule sessions in Europe/London local time and show them with its offset. The
 * offset comes from @date-fns/tz (docs/decisions/0008-one-date-module.md).
 */
import { tzOffset } from '@date-fns/tz/tzOffset';

const LONDON = 'Europe/London';
const MS_PER_MINUTE = 60_000;

let londonPartsFormat: Intl.DateTimeFormat | undefined;

function partsOf(at: Date): Record<string, string> {
  londonPartsFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: LONDON,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return Object.fromEntries(londonPartsFormat.formatToParts(at).map((part) => [part.type, part.value]));
}

/** Minutes London is ahead of UTC at that instant (0 in winter, 60 in summer). */
export function londonOffsetMinutes(at: Date): number {
  return tzOffset(LONDON, at);
}

const localToUtcCache = new Map<string, number>();

/**
 * The instant a London wall-clock time happens, e.g. ('2026-03-30', '07:00') → 06:00Z (BST). Across a clock change:
 * - a time the spring change skips (01:00–01:59 on the last Sunday of March) is read on the winter offset, so it
 *   lands an hour later on the summer clock: 01:30 → 01:30Z, which London shows as 02:30 BST;
 * - a time the autumn change repeats (01:00–01:59 on the last Sunday of October) is the second one, on GMT:
 *   01:30 → 01:30Z (not 00:30Z, the first 01:30 BST).
 * Both are what the sandbox has always done (decision 0008 keeps it).
 */
export function londonLocalToUtc(date: string, time: string): Date {
  // Timetables repeat the same dates and times across venues; Intl is the slow part, so remember answers.
  const key = `${date}T${time}`;
  let at = localToUtcCache.get(key);
  if (at === undefined) {
    at = computeLondonLocalToUtc(date, time);
    if (localToUtcCache.size > 50_000) localToUtcCache.clear();
    localToUtcCache.set(key, at);
  }
  return new Date(at);
}

function computeLondonLocalToUtc(date: string, time: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const naive = Date.UTC(y, m - 1, d, hh, mm);
  // Two passes settle the offset either side of a clock change. (@date-fns/tz's TZDate reads wall times through the
  // machine's own zone and gave other answers on a machine set to a half-hour zone; these passes read London alone.)
  let offset = londonOffsetMinutes(new Date(naive));
  offset = londonOffsetMinutes(new Date(naive - offset * MS_PER_MINUTE));
  return naive - offset * MS_PER_MINUTE;
}

/** HH:MM in London. */
export function londonClock(at: Date): string {
  const p = partsOf(at);
  return `${p.hour}:${p.minute}`;
}

/** ISO 8601 with London's offset, e.g. 2026-04-02T18:00:00+01:00. */
export function toLondonIso(at: Date): string {
  const p = partsOf(at);
  const offset = londonOffsetMinutes(at);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
