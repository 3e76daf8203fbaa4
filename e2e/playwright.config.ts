import { defineConfig, devices, type ReporterDescription } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './support/chromium.ts';
import { hostAppExists, hostPorts, hostProductionServer, operatorSiteServer } from './support/frontEnds.ts';
import { e2eSandboxes, type E2eSandbox } from './support/sandboxEnv.ts';
import { testNow } from '@leisure/test-clock';

const sandboxes = e2eSandboxes();
const ci = Boolean(process.env.CI);

// scripts/test.sh sets E2E_JSON_REPORT to count the results; on its own the run just lists them.
const reporter: ReporterDescription[] = [
  ['list'],
  ['./support/failuresAsTheyHappen.ts'],
  ['./support/pageShotsReport.ts'],
];
if (process.env.E2E_JSON_REPORT) reporter.push(['json', { outputFile: process.env.E2E_JSON_REPORT }]);

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs() },
};

/**
 * The sandbox API on a fresh temporary database, which the server creates and seeds on start, its clock starting at
 * the run's instant (Saturday 5 December 2026, 21:30 in London, or LEISURE_TEST_NOW: docs/decisions/0006); every
 * test reads it, and starts its browser context's clock there (support/fixtures.ts).
 */
const sandboxServer = (sandbox: E2eSandbox) => ({
  command: 'pnpm --filter @leisure/sandbox-api start',
  url: `${sandbox.origin}/api/client`,
  env: {
    SANDBOX_HOST: '127.0.0.1',
    SANDBOX_PORT: String(sandbox.port),
    SANDBOX_DB: sandbox.dbFile,
    SANDBOX_FAULTS: '1',
    SANDBOX_NOW: testNow(),
    // Each sandbox's card provider needs a port of its own (the default 4020 would be taken twice).
    SANDBOX_CARD_PROVIDER_PORT: String(sandbox.port + 100),
  },
  reuseExistingServer: !ci,
  // Each of those states is now also shot at both widths for the report (decision 0030): the same journey took 48.9 s
  // in a fresh-clone run, so the budget is 90 s.
  timeout: 90_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
});

export default defineConfig({
  testDir: './tests',
  // E2E_OUTPUT_DIR lets two runs share a checkout without clearing each other's traces and screenshots.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  // A journey checks axe and label in name at every step: the visitor's journey at 1280 px took 31-34 s on an idle
  // 2-core machine at the previous main and now alike, over a 30 s budget (a time-out is a failure, not a verdict).
  // Each of those states is now also shot at both widths for the report (decision 0030): the same journey took 48.9 s
  // in a fresh-clone run, so the budget is 90 s.
  timeout: 90_000,
  // How long a page may take to show what a test waits for. On a 2-core machine running two workers, a production
  // page took over 7.5 s now and then (the log-in heading, a deep link's redirect: 2026-11-28, load average 8):
  // waiting longer changes no verdict, it only stops slowness reading as a failure (decision 0007).
  expect: { timeout: 15_000 },
  forbidOnly: ci,
  retries: 0,
  workers: ci ? 2 : undefined,
  reporter,
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The build's service workers (docs/decisions/0037) answer every navigation from their cache, which would hide
    // each test's pages, routes and first-screen words from the network it means to check: the tests of the
    // offline app allow them (tests/platform/offlineApp.test.ts).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: ['faults/**', 'last/**', 'visual/**'],
      use: { ...chromium, baseURL: sandboxes.main.origin },
    },
    // Journeys that would pull the rug from under parallel tests (a demo member's password changed and changed back)
    // run on the same sandbox once every other test there has finished.
    {
      name: 'last',
      testMatch: 'last/**/*.test.ts',
      dependencies: ['chromium'],
      use: { ...chromium, baseURL: sandboxes.main.origin },
    },
    // Visual regression (docs/decisions/0019): the UI kit's catalogue and the key pages against committed baselines,
    // named for the platform only (`…-linux.png`): they are made in Debian's Chromium (support/chromium.ts), which
    // CI runs too. Antialiasing is all a comparison forgives (0.2 % of the pixels, each within a small colour distance:
    // Playwright's default 0.2, and 0.05, let a primary button's #8856F1 drawn as #7A4CF0 pass); animations are stopped and the
    // caret hidden.
    {
      name: 'visual',
      testMatch: 'visual/catalogue.test.ts',
      snapshotPathTemplate: '{testDir}/visual/baselines/{testFileName}/{arg}-{platform}{ext}',
      expect: {
        toHaveScreenshot: {
          maxDiffPixelRatio: 0.002,
          threshold: 0.02,
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
        },
      },
      // A trace's screencast repaints with every frame of a spinner: without it a catalogue test takes a fraction.
      use: {
        ...chromium,
        baseURL: sandboxes.main.origin,
        trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
      },
    },
    // The key pages (docs/decisions/0019) on the faults sandbox, each test holding its lock and resetting it first:
    // a fresh seeded sandbox at the run's instant, the same as when the baselines were made, whatever the other tests
    // booked on the main sandbox (a full Spin, Sam's next bookings).
    {
      name: 'visual-pages',
      testMatch: 'visual/keyPages.test.ts',
      snapshotPathTemplate: '{testDir}/visual/baselines/{testFileName}/{arg}-{platform}{ext}',
      expect: {
        toHaveScreenshot: {
          maxDiffPixelRatio: 0.002,
          threshold: 0.02,
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
        },
      },
      use: { ...chromium, baseURL: sandboxes.faults.origin },
    },
    // Tests that arm faults or reset get a sandbox of their own and take turns on it (support/fixtures.ts).
    { name: 'faults', testMatch: 'faults/**/*.test.ts', use: { ...chromium, baseURL: sandboxes.faults.origin } },
  ],
  // Each sandbox, and for each the production build served by nginx on *.leisure.localhost (docs/decisions/0834):
  // the tests run against what ships, and dev servers are for development only.
  webServer: [
    sandboxServer(sandboxes.main),
    sandboxServer(sandboxes.faults),
    ...(hostAppExists
      ? [
          hostProductionServer(hostPorts.chromium, sandboxes.main, sandboxes.runDir, !ci),
          hostProductionServer(hostPorts.faults, sandboxes.faults, sandboxes.runDir, !ci),
          // An operator's own site framing the product (tests/embedded, docs/decisions/0640).
          operatorSiteServer(!ci),
        ]
      : []),
  ],
});
