import type { Hono } from 'hono';
import type { SandboxServices } from '../../http/context.ts';
import { API_PREFIX } from '../../http/implement.ts';
import { feedCalendar } from './feedCalendar.ts';
import { feedOwner } from './feedTokens.ts';

const notFound = { message: 'Unable to complete request, item not found.' };

/**
 * GET /api/calendar-feeds/{token}.ics: the feed as text/calendar, for calendar apps that subscribe with no log-in;
 * the token is the only key, so an unknown or revoked one is a plain 404 (docs/decisions/0480). Outside the
 * contract because the answer is not JSON; under /api so the web server's API proxy serves it on the site's origin.
 */
export function mountCalendarFeed(app: Hono, { db, clock }: SandboxServices): void {
  app.get(`${API_PREFIX}/calendar-feeds/:file`, (c) => {
    const file = c.req.param('file');
    const userId = file.endsWith('.ics') ? feedOwner(db, file.slice(0, -'.ics'.length)) : undefined;
    if (userId === undefined) return c.json(notFound, 404, { 'cache-control': 'no-store' });
    return c.body(feedCalendar(db, userId, clock.now()), 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="my-bookings.ics"',
      // Bookings change: a calendar app or proxy asks again rather than keep a stale copy; never indexed.
      'cache-control': 'private, no-cache',
      'x-robots-tag': 'noindex',
      'referrer-policy': 'no-referrer',
    });
  });
}
