// Reads a test runner's JSON report and prints "<passed> <failed> <note>" for scripts/test.sh.
// A run that crashed, wrote no report, or exited non-zero without a failing test still counts one failure:
// the summary must never read green when a runner did not finish.
//   node scripts/testCounts.mjs vitest <report.json> <exit code>
//   node scripts/testCounts.mjs playwright <report.json> <exit code>
import { existsSync, readFileSync } from 'node:fs';

const [kind, reportFile, exitCodeText] = process.argv.slice(2);
const exitCode = Number(exitCodeText ?? 0);

function readReport() {
  if (!reportFile || !existsSync(reportFile)) return undefined;
  try {
    return JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch {
    return undefined;
  }
}

function vitestCounts(report) {
  let passed = report.numPassedTests ?? 0;
  let failed = report.numFailedTests ?? 0;
  // A file that failed to load (syntax error, failing import, error in a hook) has no failed test of its own.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  );
  failed += brokenFiles.length;
  const notes = brokenFiles.map((file) => `broken file ${file.name}`);
  if (passed + failed === 0) notes.push('ran no tests');
  return { passed, failed, notes };
}

function playwrightCounts(report) {
  const stats = report.stats ?? {};
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  let failed = stats.unexpected ?? 0;
  const errors = report.errors ?? [];
  // Errors outside tests (a web server that did not start, a config that did not load).
  failed += errors.length;
  const notes = errors.map((error) => (error.message ?? String(error)).split('\n')[0].slice(0, 160));
  if (stats.flaky) notes.push(`${stats.flaky} flaky`);
  if (passed + failed === 0) notes.push('ran no tests');
  return { passed, failed, notes };
}

const report = readReport();
let counts;
if (!report) counts = { passed: 0, failed: 1, notes: ['no report written (the runner crashed or did not start)'] };
else if (kind === 'vitest') counts = vitestCounts(report);
else if (kind === 'playwright') counts = playwrightCounts(report);
else throw new Error(`Unknown runner "${kind}"`);

if (exitCode !== 0 && counts.failed === 0) {
  counts.failed = 1;
  counts.notes.push(`exited ${exitCode} without a failing test`);
}
console.log(`${counts.passed} ${counts.failed} ${counts.notes.join('; ')}`.trim());
