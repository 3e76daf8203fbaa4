import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { E2eSandbox } from './sandboxEnv.ts';

/** The host entry (apps/host) serves the three front ends from one build, picking one by sub-domain. */
export const hostAppExists = existsSync(fileURLToPath(new URL('../../apps/host/package.json', import.meta.url)));

export type FrontEndLabel = 'bookings' | 'my-account' | 'online-joining';

/**
 * The host's port for tests of a project: one server per sandbox, so fault tests have a front end of their own.
 * E2E_HOST_PORT moves them (e.g. to run two checkouts side by side); workers inherit it from the runner.
 */
const hostPortBase = Number(process.env.E2E_HOST_PORT ?? 4320);
export const hostPorts = { chromium: hostPortBase, faults: hostPortBase + 1 } as const;

/**
 * The operator's site of the embedded tests (support/operatorSite.ts), beside the host's ports: its origin is on
 * every e2e build's VITE_EMBED_ORIGINS (docs/decisions/0640); the same server as stranger.localhost is not.
 */
export const operatorPort = hostPortBase + 2;
export const operatorOrigin = `http://operator.localhost:${operatorPort}`;
export const strangerOrigin = `http://stranger.localhost:${operatorPort}`;

/** The operator's site for the e2e run: deploy/embed's example page framing the chromium project's host. */
export function operatorSiteServer(reuse: boolean) {
  return {
    command: `node e2e/support/operatorSite.ts --port ${operatorPort} --product-port ${hostPorts.chromium}`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${operatorPort}/`,
    reuseExistingServer: reuse,
    timeout: 20_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
  };
}

/** e.g. http://bookings.leisure.localhost:4320/login — Chromium resolves *.localhost to this machine. */
export function frontEndUrl(label: FrontEndLabel, project: keyof typeof hostPorts, path = '/'): string {
  return `http://${label}.leisure.localhost:${hostPorts[project]}${path}`;
}

/** The origin of `sandbox`'s card provider, which playwright.config.ts starts on the sandbox's port + 100. */
export const cardProviderOrigin = (sandbox: E2eSandbox) => `http://127.0.0.1:${sandbox.port + 100}`;

/** The repository's root, where the build and nginx commands run. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A port for a test's own production server (tests/platform/newDeploy.test.ts), beside the operator's site. */
export const deployTestPort = hostPortBase + 3;

/** What an e2e production build of the host is built with, for `sandbox`. */
export const productionBuildEnv = (sandbox: E2eSandbox) => ({
  VITE_API_BASE_URL: '/api',
  // The Content Security Policy allows this sandbox's card provider and no other (decision 0504).
  VITE_CARD_PROVIDER_ORIGIN: cardProviderOrigin(sandbox),
  VITE_IMAGES_ORIGIN: sandbox.origin,
  // Read by the build and by deploy/nginx alike: the operator's site may frame the product (decision 0640).
  VITE_EMBED_ORIGINS: operatorOrigin,
});

/**
 * What ships, as it ships (docs/decisions/0834): a production build of the host entry served by the nginx config of
 * deploy/nginx, which proxies /api to `sandbox`. The build calls the API on its own origin and authenticates with
 * the token cookie (decision 0826); only its Content Security Policy names this sandbox's card provider and images,
 * so each sandbox gets a build of its own (a build takes seconds).
 */
export function hostProductionServer(port: number, sandbox: E2eSandbox, runDir: string, reuse: boolean) {
  const dist = join(runDir, `dist-${port}`);
  return {
    command:
      `pnpm --filter @leisure/host exec vite build --outDir ${dist} --emptyOutDir --logLevel error` +
      ` && node deploy/nginx/serveBuild.ts --dist ${dist} --port ${port} --api ${sandbox.origin}`,
    cwd: repoRoot,
    // Ready when nginx listens: Node's DNS does not resolve *.localhost, and the server refuses any other host name
    // (421, which Playwright's URL check would not take for ready: docs/decisions/0834).
    port,
    env: productionBuildEnv(sandbox),
    reuseExistingServer: reuse,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
  };
}
