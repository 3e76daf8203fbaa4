import { existsSync, readFileSync } from 'node:fs';
import type { CalendarInstant } from '@leisure/test-clock';

export interface Row {
  instant: CalendarInstant;
  /** The instant as a person in London reads it. */
  london: string;
  passed: number;
  failed: number;
  seconds: number;
  /** The packages with failures, and how many. */
  failing: string[];
}

const londonFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
});

export const londonLabel = (iso: string) => londonFormat.format(new Date(iso));

/**
 * A Vitest JSON report's counts. A run that wrote no report, or failed with no failing test (a file that did not
 * load), counts one failure: a row must never read green when a runner did not finish (as scripts/testCounts.mjs).
 */
export function countsOf(reportFile: string, exitCode: number): { passed: number; failed: number } {
  if (!existsSync(reportFile)) return { passed: 0, failed: 1 };
  let report: {
    numPassedTests?: number;
    numFailedTests?: number;
    testResults?: { status: string; assertionResults?: { status: string }[] }[];
  };
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch {
    return { passed: 0, failed: 1 };
  }
  const passed = report.numPassedTests ?? 0;
  let failed = report.numFailedTests ?? 0;
  failed += (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  if (failed === 0 && (exitCode !== 0 || passed === 0)) failed = 1;
  return { passed, failed };
}

/** The table `pnpm test:calendar` ends with: one row per instant. */
export function renderTable(rows: Row[]): string {
  const header = ['', 'instant', 'in London', 'passed', 'failed', 'time', 'failing'];
  const lines = rows.map((row) => [
    row.failed === 0 ? '✓' : '✗',
    row.instant.label,
    row.london,
    String(row.passed),
    String(row.failed),
    `${row.seconds}s`,
    row.failing.join(', '),
  ]);
  const widths = header.map((_, i) => Math.max(header[i]!.length, ...lines.map((line) => line[i]!.length)));
  const render = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 3 || i === 4 || i === 5 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [render(header), ...lines.map(render)].join('\n');
}
