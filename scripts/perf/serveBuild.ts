import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { run, start, stop, waitForUrl, type Started } from './processes.ts';

export interface ServeOptions {
  repoRoot: string;
  outDir: string;
  dbFile: string;
  sandboxPort: number;
  cardProviderPort: number;
  webPort: number;
}

export interface Served {
  /** `http://{label}.leisure.localhost:<port>`: a front end's origin once {label} is replaced. */
  originTemplate: string;
  apiBase: string;
  stop: () => Promise<void>;
}

/**
 * The production build as deployed (issue 10): `vite build` with the API on the page's own origin (/api), served by
 * the project's nginx config (deploy/nginx/serveBuild.ts, gzip and all), which proxies /api to a sandbox on a fresh
 * database. The venue logos come from the sandbox's own origin, as in the e2e set-up.
 */
export async function serveProductionBuild(options: ServeOptions): Promise<Served> {
  const { repoRoot, outDir, dbFile, sandboxPort, cardProviderPort, webPort } = options;
  const sandboxOrigin = `http://127.0.0.1:${sandboxPort}`;
  const buildEnv = {
    VITE_API_BASE_URL: '/api',
    VITE_IMAGES_ORIGIN: sandboxOrigin,
    SANDBOX_CARD_PROVIDER_PORT: String(cardProviderPort),
  };
  const started: Started[] = [];
  const stopAll = async () => {
    for (const process of started.reverse()) stop(process);
    await rm(outDir, { recursive: true, force: true });
    await rm(dbFile, { force: true });
  };
  try {
    console.log('» Building the host (production)…');
    await run(
      'pnpm',
      ['--filter', '@leisure/host', 'exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir'],
      buildEnv,
    );
    console.log(`» Sandbox on ${sandboxOrigin}, the build behind nginx on port ${webPort}…`);
    const sandbox = start('sandbox', 'pnpm', ['--filter', '@leisure/sandbox-api', 'start'], {
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_CARD_PROVIDER_PORT: String(cardProviderPort),
      SANDBOX_DB: dbFile,
    });
    started.push(sandbox);
    const nginx = start('nginx', process.execPath, [
      join(repoRoot, 'deploy/nginx/serveBuild.ts'),
      '--dist',
      outDir,
      '--port',
      String(webPort),
      '--api',
      sandboxOrigin,
    ]);
    started.push(nginx);
    await waitForUrl(`${sandboxOrigin}/api/client`, sandbox);
    await waitForUrl(`http://127.0.0.1:${webPort}/api/client`, nginx);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return {
    originTemplate: `http://{label}.leisure.localhost:${webPort}`,
    apiBase: `${sandboxOrigin}/api`,
    stop: stopAll,
  };
}
