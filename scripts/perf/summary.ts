/** The parts of a Lighthouse result (LHR) the summary reads. */
export interface LighthouseResultLike {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

export interface PerfFigures {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  totalBytes: number | null;
}

const score = (lhr: LighthouseResultLike, id: string) => lhr.categories[id]?.score ?? null;
const numeric = (lhr: LighthouseResultLike, id: string) => lhr.audits[id]?.numericValue ?? null;

export function perfFigures(lhr: LighthouseResultLike): PerfFigures {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    totalBytes: numeric(lhr, 'total-byte-weight'),
  };
}

const fixed = (value: number | null, digits: number) => (value === null ? '-' : value.toFixed(digits));
const seconds = (ms: number | null) => (ms === null ? '-' : `${(ms / 1000).toFixed(2)} s`);

/** One printed line: `bookings /  perf 0.97  a11y 1.00  bp 1.00  FCP 1.10 s  LCP 1.52 s  TBT 40 ms  CLS 0.000  210.3 KB`. */
export function summaryLine(name: string, figures: PerfFigures, nameWidth = 0): string {
  return [
    name.padEnd(nameWidth),
    `perf ${fixed(figures.performance, 2)}`,
    `a11y ${fixed(figures.accessibility, 2)}`,
    `bp ${fixed(figures.bestPractices, 2)}`,
    `FCP ${seconds(figures.fcpMs)}`,
    `LCP ${seconds(figures.lcpMs)}`,
    `TBT ${figures.tbtMs === null ? '-' : `${Math.round(figures.tbtMs)} ms`}`,
    `CLS ${fixed(figures.cls, 3)}`,
    figures.totalBytes === null ? '- KB' : `${(figures.totalBytes / 1024).toFixed(1)} KB`,
  ].join('  ');
}

const median = (values: (number | null)[]): number | null => {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 === 1 ? known[middle]! : (known[middle - 1]! + known[middle]!) / 2;
};

/** Each figure's median over a route's runs (issue 24: the goals hold on the median of three idle runs). */
export function medianFigures(runs: PerfFigures[]): PerfFigures {
  const keys = Object.keys(runs[0] ?? {}) as (keyof PerfFigures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as PerfFigures;
}

/** Issue 24's goals on Lighthouse's mobile profile. */
export const GOALS = { performance: 0.95, lcpMs: 2000, cls: 0.02, tbtMs: 200 } as const;

/** The goals a route's figures miss, by name (an unmeasured figure misses). */
export function missedGoals(figures: PerfFigures): string[] {
  const missed: string[] = [];
  if (figures.performance === null || figures.performance < GOALS.performance) missed.push('perf');
  if (figures.lcpMs === null || figures.lcpMs > GOALS.lcpMs) missed.push('LCP');
  if (figures.cls === null || figures.cls > GOALS.cls) missed.push('CLS');
  if (figures.tbtMs === null || figures.tbtMs > GOALS.tbtMs) missed.push('TBT');
  return missed;
}
