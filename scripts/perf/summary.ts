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
