import { describe, expect, it } from 'vitest';
import { medianFigures, missedGoals, perfFigures, summaryLine } from '../summary.ts';

const lhr = {
  categories: { performance: { score: 0.96 }, accessibility: { score: 1 }, 'best-practices': { score: null } },
  audits: {
    'first-contentful-paint': { numericValue: 1104 },
    'largest-contentful-paint': { numericValue: 1520.4 },
    'total-blocking-time': { numericValue: 39.6 },
    'cumulative-layout-shift': { numericValue: 0.0123 },
    'total-byte-weight': { numericValue: 215_347 },
  },
};

describe('summaryLine', () => {
  it('prints the scores, the metrics in their units and the bytes in KB', () => {
    expect(summaryLine('bookings /', perfFigures(lhr), 12)).toBe(
      'bookings /    perf 0.96  a11y 1.00  bp -  FCP 1.10 s  LCP 1.52 s  TBT 40 ms  CLS 0.012  210.3 KB',
    );
  });

  it('prints a dash for a metric Lighthouse could not measure', () => {
    const line = summaryLine('x', perfFigures({ categories: {}, audits: {} }));
    expect(line).toBe('x  perf -  a11y -  bp -  FCP -  LCP -  TBT -  CLS -  - KB');
  });
});

describe('medianFigures and missedGoals', () => {
  const figures = (performance: number, lcpMs: number, cls: number, tbtMs: number) => ({
    ...perfFigures({ categories: {}, audits: {} }),
    performance,
    lcpMs,
    cls,
    tbtMs,
  });

  it('takes each figure’s median over the runs, leaving out what a run could not measure', () => {
    const median = medianFigures([
      figures(0.9, 2100, 0.01, 150),
      figures(0.97, 1800, 0.05, 90),
      figures(0.95, 1900, 0, 400),
    ]);
    expect(median).toMatchObject({ performance: 0.95, lcpMs: 1900, cls: 0.01, tbtMs: 150, fcpMs: null });
  });

  it.each([
    [figures(0.95, 2000, 0.02, 200), []],
    [figures(0.94, 2001, 0.021, 201), ['perf', 'LCP', 'CLS', 'TBT']],
    [perfFigures({ categories: {}, audits: {} }), ['perf', 'LCP', 'CLS', 'TBT']],
  ])('names the goals a route misses', (given, missed) => {
    expect(missedGoals(given)).toEqual(missed);
  });
});
