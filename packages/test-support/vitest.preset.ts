import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

/**
 * Runs before every React test file: testing-library's waits sized for a loaded machine. Resolved when a config is
 * made, not on import: tests import subdomainPage from here inside jsdom, where import.meta.url is no file URL.
 */
const patientQueries = () => fileURLToPath(new URL('./src/patientQueries.ts', import.meta.url));
const nodeWebGlobals = () => fileURLToPath(new URL('./src/nodeWebGlobals.ts', import.meta.url));
/** Runs before every React test file: the layout methods jsdom lacks (scrollIntoView), as no-ops. */
const jsdomLayout = () => fileURLToPath(new URL('./src/jsdomLayout.ts', import.meta.url));
/** Runs before every test file of the workspace: `Date` pinned to the run's instant (docs/decisions/0006). */
const pinDate = () => fileURLToPath(new URL('./src/pinDate.ts', import.meta.url));

/** A page on one of the three sub-domains, so that cookies scoped to the parent domain behave as in the browser. */
export const subdomainPage = 'http://bookings.leisure.localhost/';

export interface ReactTestOptions {
  /** The set-up file run before each test file. */
  setup?: string;
  /** The test files; everything named *.test.ts(x) under test/ by default. */
  include?: string[];
  /** The address of the jsdom page, for code that reads it (cookies, the checkout's return address). */
  pageUrl?: string;
  /** The tests run the in-process sandbox API (`useSandbox`). */
  sandbox?: boolean;
  /** The import.meta.env values the code under test reads. */
  env?: Record<string, string>;
}

/**
 * The Vitest configuration of React code tested in jsdom, shared by the workspace's packages and front ends: each
 * one's vitest.config.ts says only what is its own.
 */
export function reactTestConfig({
  setup,
  include = ['test/**/*.test.{ts,tsx}'],
  pageUrl,
  sandbox = false,
  env,
}: ReactTestOptions): ViteUserConfig {
  return defineConfig({
    plugins: [react()],
    test: {
      environment: 'jsdom',
      pool: 'vmThreads',
      ...(pageUrl && { environmentOptions: { jsdom: { url: pageUrl } } }),
      include,
      setupFiles: [nodeWebGlobals(), pinDate(), patientQueries(), jsdomLayout(), ...(setup ? [setup] : [])],
      ...(env && { env }),
      ...(sandbox && {
        testTimeout: 20_000,
        // The sandbox is server code: Node loads it as it is (native type stripping). Transformed for the
        // browser-like environment, Vite would rewrite its `new URL('./migrations', import.meta.url)` to a page URL.
        ...(process.env.EXT ? { server: { deps: { external: [/\/apps\/sandbox-api\//] } } } : {}),
      }),
    },
  });
}

export interface NodeTestOptions {
  /** The set-up file run before each test file. */
  setup?: string;
  /** The test files; everything named *.test.ts under test/ by default. */
  include?: string[];
  testTimeout?: number;
}

/** The Vitest configuration of code tested in Node (no page), with `Date` pinned like every other test. */
export function nodeTestConfig({
  setup,
  include = ['test/**/*.test.ts'],
  testTimeout,
}: NodeTestOptions = {}): ViteUserConfig {
  return defineConfig({
    test: {
      environment: 'node',
      include,
      setupFiles: [pinDate(), ...(setup ? [setup] : [])],
      ...(testTimeout && { testTimeout }),
    },
  });
}
