import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calendarInstants, DEFAULT_TEST_NOW, testNow } from '@leisure/test-clock';
import { countsOf, londonLabel, renderTable } from '../table.ts';

const dir = mkdtempSync(join(tmpdir(), 'test-calendar-'));
const report = (name: string, body: unknown) => {
  const file = join(dir, name);
  writeFileSync(file, typeof body === 'string' ? body : JSON.stringify(body));
  return file;
};

describe('pnpm test:calendar counts', () => {
  it.each([
    [
      'a clean run',
      report('clean.json', { numPassedTests: 12, numFailedTests: 0, testResults: [] }),
      0,
      { passed: 12, failed: 0 },
    ],
    [
      'failing tests',
      report('failing.json', { numPassedTests: 10, numFailedTests: 2, testResults: [] }),
      1,
      { passed: 10, failed: 2 },
    ],
    [
      'a file that did not load',
      report('broken.json', {
        numPassedTests: 3,
        numFailedTests: 0,
        testResults: [{ status: 'failed', assertionResults: [] }],
      }),
      1,
      { passed: 3, failed: 1 },
    ],
    ['no report', join(dir, 'missing.json'), 1, { passed: 0, failed: 1 }],
    ['a report that is not JSON', report('garbled.json', '{"numPassed'), 1, { passed: 0, failed: 1 }],
    [
      'a runner that failed with every test passing',
      report('crashed.json', { numPassedTests: 5, numFailedTests: 0 }),
      1,
      { passed: 5, failed: 1 },
    ],
    ['a run of no tests', report('empty.json', { numPassedTests: 0, numFailedTests: 0 }), 0, { passed: 0, failed: 1 }],
  ])('%s', (_, file, exitCode, expected) => {
    expect(countsOf(file, exitCode)).toEqual(expected);
  });
});

describe('the calendar’s instants', () => {
  it('cover every weekday, both UK clock changes, a year’s end and a leap day', () => {
    const labels = calendarInstants.map((instant) => londonLabel(instant.at));
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']) {
      expect(labels.some((label) => label.startsWith(day))).toBe(true);
    }
    expect(labels).toContain('Sat, 27 Mar 2027, 23:30 GMT');
    expect(labels).toContain('Sun, 31 Oct 2027, 01:30 BST');
    expect(labels).toContain('Thu, 31 Dec 2026, 23:40 GMT');
    expect(labels).toContain('Tue, 29 Feb 2028, 12:00 GMT');
  });

  it('default to Saturday evening, and refuse an instant without its offset', () => {
    expect(londonLabel(testNow({}))).toBe('Sat, 5 Dec 2026, 21:30 GMT');
    expect(testNow({ LEISURE_TEST_NOW: ' 2028-02-29T12:00:00Z ' })).toBe('2028-02-29T12:00:00Z');
    expect(testNow({ LEISURE_TEST_NOW: '' })).toBe(DEFAULT_TEST_NOW);
    expect(() => testNow({ LEISURE_TEST_NOW: '2028-02-29 12:00' })).toThrow(/ISO date-time with its offset/);
    expect(() => testNow({ LEISURE_TEST_NOW: '2027-02-29T12:00:00Z' })).toThrow(/ISO date-time/);
  });
});

describe('the table', () => {
  it('prints one row per instant, marking and naming what failed', () => {
    const table = renderTable([
      {
        instant: calendarInstants[0]!,
        london: 'Mon 30 Nov 2026, 07:00 GMT',
        passed: 3200,
        failed: 0,
        seconds: 612,
        failing: [],
      },
      {
        instant: calendarInstants[5]!,
        london: 'Sat 5 Dec 2026, 21:30 GMT',
        passed: 3198,
        failed: 2,
        seconds: 598,
        failing: ['@leisure/bookings (2)'],
      },
    ]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^\s+instant\s+in London\s+passed\s+failed\s+time\s+failing$/);
    expect(lines[1]).toMatch(/^✓ {2}Monday 07:00 .* 3200 +0 +612s$/);
    expect(lines[2]).toMatch(/^✗ {2}Saturday 21:30 \(the default\) .* 3198 +2 +598s {2}@leisure\/bookings \(2\)$/);
  });
});
