import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpus } from 'node:os';
import { benchScenarios } from './bench/benchScenarios.ts';
import { loadTest, type LoadResult } from './bench/loadTest.ts';
import { startSandboxProcess } from './bench/sandboxProcess.ts';
import { enrolmentDayHeld, printEnrolmentDay, runEnrolmentDay } from './bench/enrolmentDayBench.ts';

// `pnpm bench`: the sandbox under load on loopback, bounded in time. Not a test: it measures and writes
// bench-results/latest.json. BENCH_SECONDS (default 10) per scenario, BENCH_CONNECTIONS (default 10).
// Then enrolment day (docs/decisions/0597-enrolment-queue.md), on a sandbox of its own, to
// bench-results/enrolment-day.json; BENCH_ONLY=enrolmentDay runs only it (enrolmentDayBench.ts for its settings).
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const resultsFile = fileURLToPath(new URL('../../bench-results/latest.json', import.meta.url));

const only = process.env.BENCH_ONLY;
const enrolmentDayFile = fileURLToPath(new URL('../../bench-results/enrolment-day.json', import.meta.url));

/** The read scenarios, on a sandbox of their own, to bench-results/latest.json. */
async function loadScenarios(): Promise<void> {
  const sandbox = await startSandboxProcess();
  try {
    const { scenarios, notes } = await benchScenarios(sandbox.origin);
    const results: Record<string, LoadResult & { paths: string[] }> = {};
    for (const scenario of scenarios) {
      console.log(`» ${scenario.name}: ${scenario.paths.length} path(s), ${seconds} s, ${connections} connections…`);
      results[scenario.name] = {
        ...(await loadTest(sandbox.origin, scenario.paths, seconds, connections)),
        paths: scenario.paths,
      };
    }
    const report = {
      measuredAt: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      secondsPerScenario: seconds,
      connections,
      scenarios: results,
      notes,
    };
    mkdirSync(dirname(resultsFile), { recursive: true });
    writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);

    console.log('\nscenario           p50 ms   p99 ms     req/s   requests  non-2xx  errors');
    for (const [name, r] of Object.entries(results)) {
      console.log(
        `${name.padEnd(16)} ${String(r.p50Ms).padStart(8)} ${String(r.p99Ms).padStart(8)} ${r.requestsPerSecond.toFixed(0).padStart(9)} ${String(r.requests).padStart(10)} ${String(r.non2xx).padStart(8)} ${String(r.errors + r.timeouts).padStart(7)}`,
      );
    }
    for (const note of notes) console.log(`note: ${note}`);
    console.log(`\nWritten to ${resultsFile}`);
    if (Object.values(results).some((r) => r.non2xx > 0 || r.errors > 0)) process.exitCode = 1;
  } finally {
    await sandbox.stop();
  }
}

if (only !== 'enrolmentDay') await loadScenarios();

if (!only || only === 'enrolmentDay') {
  console.log('\n» enrolmentDay: parents arriving, queueing, let in and enrolling…');
  const result = await runEnrolmentDay();
  mkdirSync(dirname(enrolmentDayFile), { recursive: true });
  writeFileSync(
    enrolmentDayFile,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, cpus: cpus().length, ...result }, null, 2)}\n`,
  );
  printEnrolmentDay(result);
  console.log(`\nWritten to ${enrolmentDayFile}`);
  if (!enrolmentDayHeld(result)) process.exitCode = 1;
}
