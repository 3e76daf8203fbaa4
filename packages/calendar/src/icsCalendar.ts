/**
 * A calendar file (RFC 5545) for booked sessions: one VEVENT per booking, for "Add to calendar" on the order
 * confirmation (docs/product/bookings.md D24) and the account's bookings, and for the sandbox's calendar feed
 * (decision 0480). Pure: the caller gives the time stamp and downloads or serves the text.
 *
 * Times are written in UTC, worked out from the session's ISO instant (which carries its Europe/London offset), so
 * every event is at the right moment in Europe/London on both sides of a clock change, including an event that
 * spans one (a local time with TZID is ambiguous in the repeated hour of October; decision 0350).
 */
export interface CalendarEvent {
  /** Unique and stable for the booking, so adding it twice updates rather than duplicates. */
  uid: string;
  /** ISO 8601 instants with an offset, e.g. 2026-11-25T07:00:00+00:00. */
  startsAt: string;
  endsAt: string;
  summary: string;
  location?: string;
  description?: string;
  /** A cancelled booking stays in a feed as CANCELLED (with a higher SEQUENCE), so subscribed calendars drop it. */
  status?: 'CONFIRMED' | 'CANCELLED';
  sequence?: number;
  /** A display reminder this many minutes before the start (VALARM); never on a cancelled event (decision 0027). */
  reminderMinutesBefore?: number;
}

/** The reminder a booking added from its confirmation carries: an hour before (docs/decisions/0027). */
export const BOOKING_REMINDER_MINUTES = 60;

export interface CalendarOptions {
  /** The calendar's name in a subscribing app (X-WR-CALNAME). */
  name?: string;
  /** How often a subscribing app should fetch the feed again, in minutes (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshMinutes?: number;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** 2026-11-25T07:00:00+00:00 → 20261125T070000Z (RFC 5545 §3.3.5, form #2: UTC). */
export function utcStamp(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date and time: ${String(iso)}`);
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/**
 * RFC 5545 §3.1: a content line longer than 75 octets is folded, each continuation starting with a space; never
 * inside a character (UTF-8 sequences stay whole).
 */
export function foldLine(line: string): string {
  if (octets(line) <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  // The first line holds 75 octets; each continuation 74 after its leading space.
  let limit = MAX_OCTETS;
  for (const character of line) {
    const length = octets(character);
    if (size + length > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = MAX_OCTETS - 1;
    }
    current += character;
    size += length;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** RFC 5545 §3.6.6: a display alarm, its trigger relative to the start. */
function alarmLines(event: CalendarEvent): string[] {
  if (event.reminderMinutesBefore === undefined || event.status === 'CANCELLED') return [];
  return [
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(event.summary)}`,
    `TRIGGER:-PT${Math.max(0, Math.round(event.reminderMinutesBefore))}M`,
    'END:VALARM',
  ];
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${utcStamp(event.startsAt)}`,
    `DTEND:${utcStamp(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.status ? [`STATUS:${event.status}`] : []),
    ...(event.sequence !== undefined ? [`SEQUENCE:${event.sequence}`] : []),
    ...alarmLines(event),
    'END:VEVENT',
  ];
}

/** The whole file: CRLF line ends (the last line too), long lines folded. */
export function icsCalendar(events: CalendarEvent[], now: Date, options: CalendarOptions = {}): string {
  const stamp = utcStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Leisure//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(options.name ? [`X-WR-CALNAME:${escapeText(options.name)}`] : []),
    ...(options.refreshMinutes
      ? [`REFRESH-INTERVAL;VALUE=DURATION:PT${options.refreshMinutes}M`, `X-PUBLISHED-TTL:PT${options.refreshMinutes}M`]
      : []),
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
