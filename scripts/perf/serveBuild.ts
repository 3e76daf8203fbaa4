import { rm } from 'node:fs/promises';
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
 * A production build (`vite build`) served by `vite preview`, against a sandbox on a fresh database. The build calls
 * the sandbox by its absolute URL, as the CSP allows.
 */
export async function serveProductionBuild(options: ServeOptions): Promise<Served> {
  const { outDir, dbFile, sandboxPort, cardProviderPort, webPort } = options;
  const apiBase = `http://127.0.0.1:${sandboxPort}/api`;
  const buildEnv = { VITE_API_BASE_URL: apiBase, SANDBOX_CARD_PROVIDER_PORT: String(cardProviderPort) };
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
    console.log(`» Sandbox on ${apiBase}, the build on port ${webPort}…`);
    const sandbox = start('sandbox', 'pnpm', ['--filter', '@leisure/sandbox-api', 'start'], {
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_CARD_PROVIDER_PORT: String(cardProviderPort),
      SANDBOX_DB: dbFile,
    });
    started.push(sandbox);
    const web = start(
      'vite preview',
      'pnpm',
      [
        '--filter',
        '@leisure/host',
        'exec',
        'vite',
        'preview',
        '--outDir',
        outDir,
        '--port',
        String(webPort),
        '--strictPort',
      ],
      buildEnv,
    );
    started.push(web);
    await waitForUrl(`${apiBase}/client`, sandbox);
    await waitForUrl(`http://127.0.0.1:${webPort}/`, web);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { originTemplate: `http://{label}.leisure.localhost:${webPort}`, apiBase, stop: stopAll };
}
