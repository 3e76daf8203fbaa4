import { describe, expect, it } from 'vitest';
import { perfRoutes, reportName } from '../routes.ts';
import { perfFigures, summaryLine } from '../summary.ts';

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

describe('perfRoutes', () => {
  it('measures each front end on its own sub-domain, and the joining venue page', () => {
    const routes = perfRoutes((label) => `http://${label}.leisure.localhost:4080`, 'bath-sports');
    expect(routes.map((route) => route.url)).toEqual([
      'http://online-joining.leisure.localhost:4080/',
      'http://online-joining.leisure.localhost:4080/centre/bath-sports',
      'http://bookings.leisure.localhost:4080/',
      'http://my-account.leisure.localhost:4080/login',
    ]);
    expect(routes.map(reportName)).toEqual([
      'online-joining',
      'online-joining-centre-bath-sports',
      'bookings',
      'my-account-login',
    ]);
  });
});
