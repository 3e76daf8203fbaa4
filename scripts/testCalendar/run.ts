// pnpm test:calendar: runs every workspace package's unit, component and sandbox tests (each `test` script) at
// each of the calendar's awkward instants (@leisure/test-clock: every weekday, both UK clock changes, New Year's Eve,
// a leap day) and prints a table, one row per instant. Every test pins `Date` to LEISURE_TEST_NOW (decision 0006),
// so a row says how the suites behave on that day, whatever day the machine thinks it is.
//   pnpm test:calendar                      every instant
//   pnpm test:calendar --only=Leap,Monday   the instants whose label contains one of these words
//   pnpm test:calendar --packages=@leisure/bookings,@leisure/sandbox-api
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { calendarInstants, TEST_NOW_VARIABLE } from '@leisure/test-clock';
import { countsOf, londonLabel, renderTable, type Row } from './table.ts';

const root = join(import.meta.dirname, '..', '..');
const reports = join(root, '.reports', 'test-calendar');

function option(name: string): string[] | undefined {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg
    ? arg
        .slice(name.length + 3)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : undefined;
}

/** Every workspace package with a `test` script, as scripts/test.sh runs them. */
function testedPackages(): string[] {
  const names: string[] = [];
  for (const group of ['apps', 'packages']) {
    for (const dir of readdirSync(join(root, group)).sort()) {
      const manifest = join(root, group, dir, 'package.json');
      if (!existsSync(manifest)) continue;
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { name: string; scripts?: Record<string, string> };
      if (pkg.scripts?.test) names.push(pkg.name);
    }
  }
  return names;
}

const onlyWords = option('only');
const instants = calendarInstants.filter(
  (instant) => !onlyWords || onlyWords.some((word) => instant.label.toLowerCase().includes(word.toLowerCase())),
);
const packages = option('packages') ?? testedPackages();
mkdirSync(reports, { recursive: true });

const rows: Row[] = [];
for (const instant of instants) {
  const started = Date.now();
  let passed = 0;
  let failed = 0;
  const failing: string[] = [];
  for (const name of packages) {
    const report = join(reports, `${instant.at.replace(/[:]/g, '')}-${name.replace(/[@/]/g, '_')}.json`);
    console.log(`» ${instant.label} (${instant.at}): ${name}`);
    const run = spawnSync(
      'pnpm',
      ['--filter', name, 'run', 'test', '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`],
      { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, [TEST_NOW_VARIABLE]: instant.at } },
    );
    const counts = countsOf(report, run.status ?? 1);
    passed += counts.passed;
    failed += counts.failed;
    if (counts.failed > 0) failing.push(`${name} (${counts.failed})`);
  }
  rows.push({
    instant,
    london: londonLabel(instant.at),
    passed,
    failed,
    seconds: Math.round((Date.now() - started) / 1000),
    failing,
  });
}

console.log(`\n${renderTable(rows)}`);
const totalPassed = rows.reduce((sum, row) => sum + row.passed, 0);
const totalFailed = rows.reduce((sum, row) => sum + row.failed, 0);
console.log(`\n${totalPassed} passed, ${totalFailed} failed`);
process.exit(totalFailed === 0 ? 0 : 1);
