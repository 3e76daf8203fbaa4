import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { E2eSandbox } from './sandboxEnv.ts';

/** The host entry (apps/host) serves the three front ends on one dev server, picking one by sub-domain. */
export const hostAppExists = existsSync(fileURLToPath(new URL('../../apps/host/package.json', import.meta.url)));

export type FrontEndLabel = 'bookings' | 'my-account' | 'online-joining';

/**
 * The host's port for tests of a project: one dev server per sandbox, so fault tests have a front end of their own.
 * E2E_HOST_PORT moves them (e.g. to run two checkouts side by side); workers inherit it from the runner.
 */
const hostPortBase = Number(process.env.E2E_HOST_PORT ?? 4320);
export const hostPorts = { chromium: hostPortBase, faults: hostPortBase + 1 } as const;

/** e.g. http://bookings.leisure.localhost:4320/login — Chromium resolves *.localhost to this machine. */
export function frontEndUrl(label: FrontEndLabel, project: keyof typeof hostPorts, path = '/'): string {
  return `http://${label}.leisure.localhost:${hostPorts[project]}${path}`;
}

/** The origin of `sandbox`'s card provider, which playwright.config.ts starts on the sandbox's port + 100. */
export const cardProviderOrigin = (sandbox: E2eSandbox) => `http://127.0.0.1:${sandbox.port + 100}`;

/** A Vite dev server of the host entry talking to `sandbox`. */
export function hostDevServer(port: number, sandbox: E2eSandbox, reuse: boolean) {
  return {
    command: `pnpm --filter @leisure/host exec vite --port ${port} --strictPort`,
    // 127.0.0.1: Playwright polls from Node, whose DNS does not resolve *.localhost.
    url: `http://127.0.0.1:${port}/`,
    env: {
      VITE_API_BASE_URL: `${sandbox.origin}/api`,
      // The Content Security Policy allows this sandbox's card provider and no other (decision 0504).
      VITE_CARD_PROVIDER_ORIGIN: cardProviderOrigin(sandbox),
      // Each server its own pre-bundle cache (apps/host/vite.config.ts): two servers sharing one rewrite it under each other.
      HOST_VITE_CACHE_DIR: `node_modules/.vite-e2e-${port}`,
    },
    reuseExistingServer: reuse,
    timeout: 90_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}
