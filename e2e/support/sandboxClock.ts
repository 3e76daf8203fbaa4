import type { BrowserContext, Page } from '@playwright/test';

/**
 * The sandbox's clock as the e2e run sees it (docs/decisions/0006). The run starts both sandboxes at one instant
 * (SANDBOX_NOW, playwright.config.ts), and their clocks tick from there; each test reads its sandbox's now before it
 * starts (the `sandboxClock` fixture), so the dates a test computes, the dates the sandbox serves and the page's
 * `Date` all agree, whatever day the machine thinks it is.
 */
let offsetMs: number | undefined;

interface ClockAnswer {
  data: { now: string };
}

/** Reads the sandbox's now at `origin` and keeps how far it is from this process's clock. */
export async function readSandboxClock(origin: string): Promise<Date> {
  const answer = await fetch(`${origin}/__sandbox/clock`);
  if (!answer.ok) throw new Error(`GET ${origin}/__sandbox/clock answered ${answer.status}: is SANDBOX_FAULTS on?`);
  const now = new Date(((await answer.json()) as ClockAnswer).data.now);
  offsetMs = now.getTime() - Date.now();
  return now;
}

/** The sandbox's now: use it, never `Date.now()`, for any date a test computes. */
export function sandboxNow(): Date {
  if (offsetMs === undefined) throw new Error('The sandbox clock is read before each test (the sandboxClock fixture)');
  return new Date(Date.now() + offsetMs);
}

/**
 * Runs in every page and frame before its scripts: `Date` reads the sandbox's clock, as the offset the latest
 * `startContextClock` set. Only `Date` moves; timers, animation frames and `performance` stay the browser's own.
 * Playwright's clock would fake them all, and axe (every page's accessibility check) then never finishes, so it is
 * kept for the tests that fast-forward timers (kiosk idle): `installPageClock`.
 */
function shiftDate(this: void) {
  const scope = globalThis as typeof globalThis & { __sandboxClockOffsetMs?: number; __sandboxDate?: true };
  if (scope.__sandboxDate) return;
  scope.__sandboxDate = true;
  const NativeDate = Date;
  const now = () => NativeDate.now() + (scope.__sandboxClockOffsetMs ?? 0);
  class SandboxDate extends NativeDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(now());
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now() {
      return now();
    }
  }
  scope.Date = SandboxDate as DateConstructor;
}

/**
 * Starts a browser context's `Date` at the sandbox's now, ticking from there: in pages opened from now on, and in
 * those already open. Called before every test (support/fixtures.ts), and again after a test moves the sandbox's clock.
 */
export async function startContextClock(context: BrowserContext): Promise<void> {
  await shiftContextDate(context, sandboxNow().getTime() - Date.now());
}

/**
 * Hands the page's time to Playwright's clock, installed at the sandbox's now, for a test that fast-forwards timers
 * (90 s of a kiosk left alone). The `Date` shift steps aside: Playwright's clock reads it as the browser's own time.
 */
export async function installPageClock(page: Page): Promise<void> {
  await shiftContextDate(page.context(), 0);
  await page.clock.install({ time: sandboxNow() });
}

const shifted = new WeakSet<BrowserContext>();

async function shiftContextDate(context: BrowserContext, offsetMs: number): Promise<void> {
  const setOffset = (ms: number) => {
    (globalThis as { __sandboxClockOffsetMs?: number }).__sandboxClockOffsetMs = ms;
  };
  if (!shifted.has(context)) {
    shifted.add(context);
    await context.addInitScript(shiftDate);
  }
  await context.addInitScript(setOffset, offsetMs);
  for (const page of context.pages()) {
    for (const frame of page.frames()) await frame.evaluate(setOffset, offsetMs).catch(() => undefined);
  }
}

const londonDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });

/** The London date (YYYY-MM-DD) `daysAhead` calendar days from the sandbox's today: right across clock changes. */
export function londonDate(daysAhead = 0): string {
  const [year, month, day] = londonDay.format(sandboxNow()).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + daysAhead)).toISOString().slice(0, 10);
}
