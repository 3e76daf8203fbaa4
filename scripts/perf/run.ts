// `pnpm perf`: Lighthouse at mobile settings on each front end's entry route of the production build (issue 10).
// Builds the host, starts a sandbox on a fresh database and serves the build, measures each route, prints one line
// per route and writes each report to .reports/perf/. Not a gate: exits 0 whatever the scores, non-zero only when it
// could not measure.
//   pnpm perf                        build, serve, measure, stop
//   pnpm perf -- --origin-template http://{label}.leisure.localhost:4530 --venue bath-sports
//                                    measure what is already served (no build, no servers)
// Ports: PERF_SANDBOX_PORT (4090), PERF_CARD_PROVIDER_PORT (4091), PERF_WEB_PORT (4080).
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { measureRoute, type RouteResult } from './lighthouseRun.ts';
import { perfRoutes } from './routes.ts';
import { serveProductionBuild } from './serveBuild.ts';
import { summaryLine } from './summary.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
const reportDir = join(repoRoot, '.reports/perf');

const { values } = parseArgs({
  options: {
    'origin-template': { type: 'string' },
    venue: { type: 'string' },
  },
});

async function firstJoiningVenue(apiBase: string): Promise<string> {
  const response = await fetch(`${apiBase}/venues/online-joining`);
  const body = (await response.json()) as { data?: { slug: string }[] };
  const slug = body.data?.[0]?.slug;
  if (!slug) throw new Error(`${apiBase}/venues/online-joining listed no venue`);
  return slug;
}

async function main(): Promise<void> {
  let originTemplate = values['origin-template'];
  let venue = values.venue;
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
    venue ??= await firstJoiningVenue(served.apiBase);
    stopServers = served.stop;
  }
  if (!venue) throw new Error('--venue is needed with --origin-template');
  const template = originTemplate;
  const routes = perfRoutes((label) => template.replace('{label}', label), venue);
  const results: RouteResult[] = [];
  try {
    // One after the other: two Lighthouse runs at once would share the CPU and each measure the other.
    for (const route of routes) results.push(await measureRoute(route, reportDir));
  } finally {
    await stopServers();
  }
  const width = Math.max(...results.map((result) => result.route.name.length));
  console.log(`\nLighthouse ${'(mobile, simulated throttling)'}; reports in ${reportDir}`);
  for (const result of results) console.log(summaryLine(result.route.name, result.figures, width));
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
  await rm(join(tmpdir(), `leisure-perf-${process.pid}.db`), { force: true });
});
