import { describe, expect, it } from 'vitest';
import { itReadsEach, itRefusesEach } from '@leisure/test-support';
import { formatUkDate, parseUkDate } from './ukDate.ts';

describe('parseUkDate', () => {
  itReadsEach(parseUkDate, [
    ['10/03/2026', '2026-03-10'],
    ['1/2/2026', '2026-02-01'],
    [' 29/02/2024 ', '2024-02-29'],
    ['31-12-1999', '1999-12-31'],
    ['05.11.2030', '2030-11-05'],
  ]);

  itRefusesEach(parseUkDate, [
    '29/02/2026',
    '31/04/2026',
    '00/01/2026',
    '01/13/2026',
    '2026-03-10',
    '10/03/26',
    '10/03/2026x',
    '',
    'tomorrow',
  ]);
});

describe('formatUkDate', () => {
  it('writes an ISO date the UK way and leaves anything else alone', () => {
    expect(formatUkDate('2026-03-10')).toBe('10/03/2026');
    expect(formatUkDate('2026-02-30')).toBe('2026-02-30');
    expect(formatUkDate('soon')).toBe('soon');
  });
});
