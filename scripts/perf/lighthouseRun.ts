import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { sessionCookie } from './routeFacts.ts';
import { reportName, type PerfRoute } from './routes.ts';
import { perfFigures, type PerfFigures } from './summary.ts';

/** Debian's Chromium, the one the project's set-up installs (scripts/ensureChromium.sh). */
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

/*
 * Headless without the background work a desktop profile does (updates, sync, component downloads): on a shared
 * machine that work lands in the measured window as CPU the page did not use.
 */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface RouteResult {
  route: PerfRoute;
  figures: PerfFigures;
  reportBase: string;
}

/**
 * Lighthouse's default settings, which are mobile (a Moto G Power-sized screen, 4x CPU slow-down, simulated slow 4G),
 * one fresh Chromium per route so no cache or warm process carries over. Writes `<name>.report.html` and
 * `<name>.report.json` into reportDir.
 */
export async function measureRoute(route: PerfRoute, reportDir: string, run = 0): Promise<RouteResult> {
  try {
    return await measureOnce(route, reportDir, run);
  } catch (error) {
    // A loaded machine sometimes loses the trace's start (NO_NAVSTART, NO_FCP): one more try before giving up.
    console.warn(`» ${route.name}: ${error instanceof Error ? error.message : String(error)}; measuring again`);
    return measureOnce(route, reportDir, run);
  }
}

/**
 * A logged-in route's session, as the front ends keep it: the token cookie on the parent domain, shared by the three
 * sub-domains (Lighthouse's storage reset leaves cookies alone).
 */
async function pageWithSession(port: number, url: string, token: string) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await browser.setCookie(sessionCookie(url, token));
  return { page, disconnect: () => browser.disconnect() };
}

async function measureOnce(route: PerfRoute, reportDir: string, run = 0): Promise<RouteResult> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const session = route.token ? await pageWithSession(chrome.port, route.url, route.token) : null;
  try {
    const flags = {
      port: chrome.port,
      output: ['html', 'json'] as ('html' | 'json')[],
      logLevel: 'error' as const,
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    };
    const result = await lighthouse(route.url, flags, undefined, session?.page);
    if (!result) throw new Error(`Lighthouse returned nothing for ${route.url}`);
    const { lhr, report } = result;
    if (lhr.runtimeError) throw new Error(`${route.url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    await mkdir(reportDir, { recursive: true });
    const reportBase = join(reportDir, `${reportName(route)}${run > 0 ? `-run${run + 1}` : ''}`);
    const [html, json] = Array.isArray(report) ? report : [report, JSON.stringify(lhr)];
    await writeFile(`${reportBase}.report.html`, html ?? '');
    await writeFile(`${reportBase}.report.json`, json ?? '');
    return { route, figures: perfFigures(lhr), reportBase };
  } finally {
    await session?.disconnect();
    await chrome.kill();
  }
}
