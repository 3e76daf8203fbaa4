import { londonFormat } from '@leisure/dates';
import type { Hono } from 'hono';
import { z } from 'zod';
import { controlBody } from './controlBody.ts';
import type { MovableClock } from '../clock.ts';

/** A year: far enough for a membership's renewal, near enough that a typo (seconds for milliseconds) is caught. */
const MAX_ADVANCE_SECONDS = 366 * 24 * 60 * 60;

const clockMoveSchema = z
  .object({
    advanceSeconds: z
      .number()
      .refine(Number.isInteger, 'Move the clock by whole seconds.')
      .min(1, 'Move the clock forward by at least one second.')
      .max(MAX_ADVANCE_SECONDS, 'Move the clock by at most a year at a time.')
      .optional(),
    to: z.iso
      .datetime({
        offset: true,
        message: 'Give the instant as an ISO date-time with its offset, e.g. 2026-12-06T09:00:00Z.',
      })
      .optional(),
  })
  .refine((body) => (body.advanceSeconds === undefined) !== (body.to === undefined), {
    message: 'Give either advance_seconds or to, not both.',
    path: ['advanceSeconds'],
  });

// On London's clock, from the one date module (docs/decisions/0008-one-date-module.md).
const london = londonFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function clockView(clock: MovableClock) {
  const now = clock.now();
  return { now: now.toISOString(), london: london(now), advanced_seconds: Math.round(clock.advancedMs / 1000) };
}

/**
 * GET  /__sandbox/clock: the sandbox's now, in UTC and as London reads it, and how far it has been moved.
 * POST /__sandbox/clock { advance_seconds } or { to }: moves it forward (sandbox mode only; decision 0006). Holds,
 * session keys, tokens, cooling-off and booking windows all read this clock, so a tester sees time pass without
 * waiting or editing the database. It never moves back: what was written at a later instant would be in the future.
 */
export function mountClockControl(control: Hono, clock: MovableClock): void {
  control.get('/clock', (c) => c.json({ data: clockView(clock) }));
  control.post('/clock', async (c) => {
    const read = await controlBody(c, clockMoveSchema);
    if (!read.ok) return read.answer;
    const { advanceSeconds, to } = read.body;
    const byMs = advanceSeconds !== undefined ? advanceSeconds * 1000 : new Date(to!).getTime() - clock.now().getTime();
    if (byMs < 0) {
      return c.json(
        {
          message: 'The given data was invalid.',
          errors: { to: [`The sandbox clock only moves forward: it is already ${clock.now().toISOString()}.`] },
        },
        422,
      );
    }
    if (byMs > MAX_ADVANCE_SECONDS * 1000) {
      return c.json(
        { message: 'The given data was invalid.', errors: { to: ['Move the clock by at most a year at a time.'] } },
        422,
      );
    }
    clock.advance(byMs);
    return c.json({ data: clockView(clock) });
  });
}
