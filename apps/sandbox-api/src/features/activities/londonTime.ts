// Venues run on UK time: sessions are scheduled in Europe/London local time and shown with its offset.

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function partsOf(at: Date): Record<string, string> {
  return Object.fromEntries(londonParts.formatToParts(at).map((part) => [part.type, part.value]));
}

/** Minutes London is ahead of UTC at that instant (0 in winter, 60 in summer). */
export function londonOffsetMinutes(at: Date): number {
  const p = partsOf(at);
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

const localToUtcCache = new Map<string, number>();

/** The instant a London wall-clock time happens, e.g. ('2026-03-30', '07:00') → 06:00Z (BST). */
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
  // Two passes settle the offset either side of a clock change.
  let offset = londonOffsetMinutes(new Date(naive));
  offset = londonOffsetMinutes(new Date(naive - offset * 60_000));
  return naive - offset * 60_000;
}

/** YYYY-MM-DD in London. */
export function londonDate(at: Date): string {
  const p = partsOf(at);
  return `${p.year}-${p.month}-${p.day}`;
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
