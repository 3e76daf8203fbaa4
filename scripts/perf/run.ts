// `pnpm perf`: Lighthouse at mobile settings on every route of the route inventory (inventory.ts, issue 24; decision
// 0035), logged out and logged in, on the production build. Builds the host, starts a sandbox on a fresh database and
// serves the build, measures each route (a session set in the browser first where it is measured logged in), prints
// one line per route with the goals it misses, and writes each report and a JSON summary to .reports/perf/. Not a
// gate: exits 0 whatever the scores, non-zero only when it could not measure.
//   pnpm perf                        build, serve, measure every route once, stop
//   pnpm perf -- --runs 3            the median of three runs a route (the goals' measure)
//   pnpm perf -- --only my-account   the routes whose name contains it
//   pnpm perf -- --inp-only          only the main interactions' INP (interactions.ts); --no-inp leaves it out
//   pnpm perf -- --origin-template http://{label}.leisure.localhost:4530 --api http://127.0.0.1:4010/api
//                                    measure what is already served (no build, no servers)
// Ports: PERF_SANDBOX_PORT (4090), PERF_CARD_PROVIDER_PORT (4091), PERF_WEB_PORT (4080).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { INP_GOAL_MS, measureInteractions, type InteractionResult } from './interactions.ts';
import { measureRoute, type RouteResult } from './lighthouseRun.ts';
import { resolveRouteFacts } from './routeFacts.ts';
import { perfRoutes, type PerfRoute } from './routes.ts';
import { serveProductionBuild } from './serveBuild.ts';
import { GOALS, medianFigures, missedGoals, summaryLine, type PerfFigures } from './summary.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
const reportDir = join(repoRoot, '.reports/perf');

// `pnpm perf -- --runs 3` hands the script a `--` of its own: not an option, left out.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    'origin-template': { type: 'string' },
    api: { type: 'string' },
    runs: { type: 'string', default: '1' },
    only: { type: 'string' },
    // Interaction to Next Paint of the main interactions (interactions.ts): measured unless --no-inp; --inp-only
    // measures nothing else.
    'no-inp': { type: 'boolean', default: false },
    'inp-only': { type: 'boolean', default: false },
  },
});

async function main(): Promise<void> {
  let originTemplate = values['origin-template'];
  let apiBase = values.api;
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number from 1');
  let stopServers = async () => {};
  if (!originTemplate) {
    const served = await serveProductionBuild({
      repoRoot,
      outDir: join(tmpdir(), `leisure-perf-dist-${process.pid}`),
      dbFile: join(tmpdir(), `leisure-perf-${process.pid}.db`),
      sandboxPort: Number(process.env.PERF_SANDBOX_PORT ?? 4090),
      cardProviderPort: Number(process.env.PERF_CARD_PROVIDER_PORT ?? 4091),
      webPort: Number(process.env.PERF_WEB_PORT ?? 4080),
    });
    originTemplate = served.originTemplate;
    apiBase = served.apiBase;
    stopServers = served.stop;
  }
  if (!apiBase) throw new Error('--api is needed with --origin-template');
  const template = originTemplate;
  const results: { route: PerfRoute; figures: PerfFigures; runs: RouteResult[] }[] = [];
  let inp: InteractionResult[] = [];
  try {
    const facts = await resolveRouteFacts(apiBase);
    const origin = (label: string) => template.replace('{label}', label);
    const routes = values['inp-only'] ? [] : perfRoutes(origin, facts, { only: values.only });
    // One after the other: two Lighthouse runs at once would share the CPU and each measure the other.
    for (const route of routes) {
      const measured: RouteResult[] = [];
      for (let run = 0; run < runs; run += 1) measured.push(await measureRoute(route, reportDir, run));
      results.push({ route, figures: medianFigures(measured.map((one) => one.figures)), runs: measured });
      console.log(`» ${route.name}: ${summaryLine('', results.at(-1)!.figures).trim()}`);
    }
    if (!values['no-inp']) inp = await measureInteractions(origin, facts, runs);
  } finally {
    await stopServers();
  }
  const width = Math.max(...results.map((result) => result.route.name.length));
  const median = runs > 1 ? `, the median of ${runs} runs a route` : '';
  if (results.length > 0) console.log(`\nLighthouse (mobile, simulated throttling${median}); reports in ${reportDir}`);
  for (const { route, figures } of results) {
    const missed = missedGoals(figures);
    console.log(
      `${summaryLine(route.name, figures, width)}  ${missed.length === 0 ? 'goals met' : `misses ${missed.join(', ')}`}`,
    );
  }
  const meeting = results.filter(({ figures }) => missedGoals(figures).length === 0).length;
  if (results.length > 0)
    console.log(`\n${meeting} of ${results.length} routes meet the goals (${JSON.stringify(GOALS)})`);
  if (inp.length > 0) {
    console.log(`\nINP at 375 px, CPU slowed 4x (web-vitals in the page), goal ${INP_GOAL_MS} ms:`);
    const nameWidth = Math.max(...inp.map((one) => one.name.length));
    for (const one of inp) {
      const verdict = one.medianMs <= INP_GOAL_MS ? 'goal met' : 'misses the goal';
      console.log(
        `${one.name.padEnd(nameWidth)}  INP ${Math.round(one.medianMs)} ms  (${one.runs.map(Math.round).join(', ')}; ` +
          `the visit's, web-vitals: ${one.pageInp.map(Math.round).join(', ')})  ${verdict}`,
      );
    }
  }
  await mkdir(reportDir, { recursive: true });
  await writeFile(
    join(reportDir, 'summary.json'),
    JSON.stringify(
      {
        runs,
        goals: GOALS,
        interactions: inp,
        routes: results.map(({ route, figures, runs: measured }) => ({
          name: route.name,
          url: route.url,
          audience: route.audience,
          median: figures,
          missed: missedGoals(figures),
          runs: measured.map((one) => one.figures),
        })),
      },
      null,
      2,
    ),
  );
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
  await rm(join(tmpdir(), `leisure-perf-${process.pid}.db`), { force: true });
});
