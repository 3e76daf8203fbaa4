import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsCalendar, utcStamp, type CalendarEvent } from '../src/icsCalendar.ts';
import { calendarFileName } from '../src/calendarFileName.ts';

const now = new Date('2026-11-24T10:15:30.123Z');

const event = (startsAt: string, endsAt: string): CalendarEvent => ({
  uid: 'booking-1@bookings.leisure',
  startsAt,
  endsAt,
  summary: 'Aqua Fit',
});

const lineOf = (ics: string, name: string) => ics.split('\r\n').find((line) => line.startsWith(`${name}:`));

describe('icsCalendar times (Europe/London, written in UTC)', () => {
  it.each([
    {
      when: 'a GMT date (winter: London is UTC)',
      startsAt: '2026-11-25T07:00:00+00:00',
      endsAt: '2026-11-25T07:45:00+00:00',
      start: '20261125T070000Z',
      end: '20261125T074500Z',
    },
    {
      when: 'a BST date (summer: London is UTC+1)',
      startsAt: '2026-07-14T18:00:00+01:00',
      endsAt: '2026-07-14T18:45:00+01:00',
      start: '20260714T170000Z',
      end: '20260714T174500Z',
    },
    {
      when: 'across the October clock change (00:30 BST to 01:30 GMT, two hours)',
      startsAt: '2026-10-25T00:30:00+01:00',
      endsAt: '2026-10-25T01:30:00+00:00',
      start: '20261024T233000Z',
      end: '20261025T013000Z',
    },
    {
      when: 'the day after the October change (GMT again)',
      startsAt: '2026-10-26T07:00:00+00:00',
      endsAt: '2026-10-26T08:00:00+00:00',
      start: '20261026T070000Z',
      end: '20261026T080000Z',
    },
    {
      when: 'the day after the March change (BST again)',
      startsAt: '2026-03-30T07:00:00+01:00',
      endsAt: '2026-03-30T08:00:00+01:00',
      start: '20260330T060000Z',
      end: '20260330T070000Z',
    },
  ])('$when', ({ startsAt, endsAt, start, end }) => {
    const ics = icsCalendar([event(startsAt, endsAt)], now);
    expect(lineOf(ics, 'DTSTART')).toBe(`DTSTART:${start}`);
    expect(lineOf(ics, 'DTEND')).toBe(`DTEND:${end}`);
    expect(lineOf(ics, 'DTSTAMP')).toBe('DTSTAMP:20261124T101530Z');
  });

  it('refuses a time that is not one', () => {
    expect(() => utcStamp('25 Nov at 7')).toThrow();
  });
});

describe('icsCalendar format (RFC 5545)', () => {
  it('is a VCALENDAR of one VEVENT per booking, with CRLF line ends', () => {
    const ics = icsCalendar(
      [
        { ...event('2026-11-25T07:00:00+00:00', '2026-11-25T07:45:00+00:00'), uid: 'booking-1@x' },
        { ...event('2026-11-26T07:00:00+00:00', '2026-11-26T07:45:00+00:00'), uid: 'booking-2@x' },
      ],
      now,
    );
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics.match(/^BEGIN:VEVENT$/gm)).toHaveLength(2);
    expect(ics).toContain('UID:booking-1@x\r\n');
    expect(ics).toContain('UID:booking-2@x\r\n');
  });

  it.each([
    ['Studio 1, Salford Quays', 'Studio 1\\, Salford Quays'],
    ['Spin; advanced', 'Spin\\; advanced'],
    ['C:\\pool', 'C:\\\\pool'],
    ['Line one\nLine two\r\nthree', 'Line one\\nLine two\\nthree'],
  ])('escapes %j as %j', (text, escaped) => {
    expect(escapeText(text)).toBe(escaped);
  });

  it('escapes the summary, location and description it writes', () => {
    const ics = icsCalendar(
      [
        {
          ...event('2026-11-25T07:00:00+00:00', '2026-11-25T07:45:00+00:00'),
          location: 'Pool, Leeds',
          description: 'For Sam; bring a towel',
        },
      ],
      now,
    );
    expect(ics).toContain('LOCATION:Pool\\, Leeds\r\n');
    expect(ics).toContain('DESCRIPTION:For Sam\\; bring a towel\r\n');
  });

  it('folds lines longer than 75 octets, never splitting a character', () => {
    const long = `DESCRIPTION:${'Adult £5.00 · é '.repeat(12)}`;
    const folded = foldLine(long);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    for (const line of lines.slice(1)) expect(line.startsWith(' ')).toBe(true);
    // Unfolding (RFC 5545 §3.1: drop each CRLF and the space after it) gives the line back.
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(foldLine('SUMMARY:Aqua Fit')).toBe('SUMMARY:Aqua Fit');
  });
});

describe('icsCalendar for a subscribed feed', () => {
  it('names the calendar, asks for a refresh and marks a cancelled booking', () => {
    const ics = icsCalendar(
      [{ ...event('2026-11-25T07:00:00+00:00', '2026-11-25T07:45:00+00:00'), status: 'CANCELLED', sequence: 1 }],
      now,
      { name: 'My bookings', refreshMinutes: 60 },
    );
    expect(ics).toContain('X-WR-CALNAME:My bookings\r\n');
    expect(ics).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT60M\r\n');
    expect(ics).toContain('STATUS:CANCELLED\r\nSEQUENCE:1\r\nEND:VEVENT');
  });

  it('writes neither for a plain download', () => {
    const ics = icsCalendar([event('2026-11-25T07:00:00+00:00', '2026-11-25T07:45:00+00:00')], now);
    expect(ics).not.toContain('X-WR-CALNAME');
    expect(ics).not.toContain('STATUS:');
  });
});

describe('calendarFileName', () => {
  it.each([
    ['Aqua Fit', '2026-11-25', 'aqua-fit-2026-11-25.ics'],
    ['  Spin & Core (45 min) ', '2026-12-01', 'spin-core-45-min-2026-12-01.ics'],
  ])('%j on %s is %s', (name, date, fileName) => {
    expect(calendarFileName(name, date)).toBe(fileName);
  });
});

// docs/decisions/0027: a booking added from its confirmation reminds the customer an hour before.
describe('icsCalendar reminders (VALARM)', () => {
  const booking = event('2026-11-25T07:00:00+00:00', '2026-11-25T07:45:00+00:00');
  const alarmOf = (ics: string) => ics.match(/BEGIN:VALARM\r\n[\s\S]*?END:VALARM\r\n/)?.[0];

  it('sets a display alarm the given minutes before the start, inside the event', () => {
    const ics = icsCalendar([{ ...booking, reminderMinutesBefore: 60 }], now);
    expect(alarmOf(ics)).toBe(
      'BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Aqua Fit\r\nTRIGGER:-PT60M\r\nEND:VALARM\r\n',
    );
    expect(ics).toMatch(/END:VALARM\r\nEND:VEVENT\r\n/);
  });

  it.each([
    ['none was asked for', booking],
    ['the booking is cancelled', { ...booking, reminderMinutesBefore: 60, status: 'CANCELLED' as const }],
  ])('sets none when %s', (_when, calendarEvent) => {
    expect(alarmOf(icsCalendar([calendarEvent], now))).toBeUndefined();
  });
});
