// Interaction to Next Paint of the main interactions (issue 24; docs/decisions/0035): each in a fresh phone-sized
// browser with the CPU slowed 4x, measured by the `web-vitals` library in the page, on the production build.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { sessionCookie, type RouteFacts } from './routeFacts.ts';

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
/** INP's "good" threshold, the goal of issue 24. */
export const INP_GOAL_MS = 200;

// The package exports no path to its IIFE build, which sets `window.webVitals`: found beside its main file.
const webVitalsDist = dirname(createRequire(import.meta.url).resolve('web-vitals'));
const webVitalsScript = readFileSync(join(webVitalsDist, 'web-vitals.iife.js'), 'utf8');

/** One interaction: where it starts, what the person does, and what shows once it has happened. */
export interface Interaction {
  name: string;
  app: 'bookings' | 'my-account' | 'online-joining';
  path: (facts: RouteFacts) => string;
  /** Logged in as the demo member (the session cookie), or a visitor. */
  member: boolean;
  /** Gets the page ready (not measured), then returns the one action measured; `run` counts from 0. */
  prepare: (page: Page, run: number) => Promise<() => Promise<void>>;
}

const dayTabs = (page: Page) => page.getByRole('tablist', { name: 'Days' }).getByRole('tab');

export const interactions: Interaction[] = [
  {
    name: 'bookings timetable: open a day tab',
    app: 'bookings',
    path: (facts) => `/location/${facts.venueSlug}`,
    member: true,
    prepare: async (page) => {
      await dayTabs(page).nth(1).waitFor();
      return async () => {
        await dayTabs(page).nth(1).click();
        await page.getByRole('tab', { selected: true }).and(dayTabs(page).nth(1)).waitFor();
      };
    },
  },
  {
    name: 'bookings timetable: Add to basket',
    app: 'bookings',
    path: (facts) => `/location/${facts.venueSlug}`,
    member: true,
    prepare: async (page, run) => {
      // A day of its own each run, from tomorrow (today's sessions may all have started): a day's first session is
      // the one an earlier run put in the basket, and adding it again did not change the basket.
      await dayTabs(page)
        .nth(run + 1)
        .click();
      const add = page.getByRole('button', { name: /^Add to basket, / }).first();
      await add.waitFor();
      const basket = page.getByRole('link', { name: /^Basket, / });
      const before = await basket.getAttribute('aria-label');
      return async () => {
        await add.click();
        // Done when the header's basket counts it.
        await page.getByRole('link', { name: new RegExp(`^Basket, (?!${before?.slice(8) ?? ''}$)`) }).waitFor();
      };
    },
  },
  {
    name: 'bookings timetable: open a session’s details dialog',
    app: 'bookings',
    path: (facts) => `/location/${facts.venueSlug}`,
    member: true,
    prepare: async (page) => {
      await dayTabs(page).nth(1).click();
      const details = page.getByRole('button', { name: /^Details, / }).first();
      await details.waitFor();
      return async () => {
        await details.click();
        await page.getByRole('dialog').waitFor();
      };
    },
  },
  {
    name: 'bookings home: submit the venue search',
    app: 'bookings',
    path: () => '/',
    member: false,
    prepare: async (page) => {
      await page.getByRole('textbox', { name: 'Search town, postcode or venue name' }).fill('LS6');
      return async () => {
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await page.getByText(/venues? within \d+ miles of LS6/).waitFor();
      };
    },
  },
];

export interface InteractionResult {
  name: string;
  /**
   * Each run's latency of the measured action (its INP as the only interaction that counts), in ms; 0 when the
   * browser saw no entry of 16 ms or more for it.
   */
  runs: number[];
  medianMs: number;
  /** web-vitals' INP for the whole visit, each run (the setting-up interactions included). */
  pageInp: number[];
}

async function measureOnce(browser: Browser, origin: string, facts: RouteFacts, interaction: Interaction, run: number) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    if (interaction.member) {
      await context.addCookies([sessionCookie(origin, facts.tokens.member)]);
    }
    await context.addInitScript({
      // web-vitals' INP for the page, and each interaction's own latency from the same Event Timing entries it reads
      // (an interaction's latency is its longest entry), so the measured action is told apart from what came before.
      content: `${webVitalsScript};
        window.__inp = 0;
        window.__latencies = new Map();
        window.__since = 0;
        webVitals.onINP((metric) => { window.__inp = metric.value; }, { reportAllChanges: true, durationThreshold: 16 });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (!entry.interactionId || entry.startTime < window.__since) continue;
            window.__latencies.set(entry.interactionId, Math.max(window.__latencies.get(entry.interactionId) || 0, entry.duration));
          }
        }).observe({ type: 'event', durationThreshold: 16, buffered: true });`,
    });
    const page = await context.newPage();
    await page.goto(`${origin}${interaction.path(facts)}`, { waitUntil: 'networkidle' });
    const act = await interaction.prepare(page, run);
    await page.waitForLoadState('networkidle');
    // What came before the measured action is not part of it: only the action's own interaction counts.
    await page.evaluate(() => {
      const probe = globalThis as unknown as { __since: number; __latencies: Map<number, number> };
      probe.__since = performance.now();
      probe.__latencies.clear();
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await act();
    await page.waitForTimeout(500);
    return await page.evaluate(() => {
      const probe = globalThis as unknown as { __inp: number; __latencies: Map<number, number> };
      return { latencyMs: Math.max(0, ...probe.__latencies.values()), pageInpMs: probe.__inp };
    });
  } finally {
    await context.close();
  }
}

/** Each interaction `runs` times, one after another, with its median. */
export async function measureInteractions(
  origin: (label: string) => string,
  facts: RouteFacts,
  runs: number,
): Promise<InteractionResult[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const results: InteractionResult[] = [];
    for (const interaction of interactions) {
      const measured: { latencyMs: number; pageInpMs: number }[] = [];
      for (let run = 0; run < runs; run += 1) {
        measured.push(await measureOnce(browser, origin(interaction.app), facts, interaction, run));
      }
      const latencies = measured.map((one) => one.latencyMs);
      const sorted = [...latencies].sort((a, b) => a - b);
      results.push({
        name: interaction.name,
        runs: latencies,
        medianMs: sorted[Math.floor(sorted.length / 2)]!,
        pageInp: measured.map((one) => one.pageInpMs),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
