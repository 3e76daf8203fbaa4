import type { Hono } from 'hono';
import { z } from 'zod';
import { controlBody } from './controlBody.ts';
import type { SandboxServices } from './context.ts';

const spacesSchema = z.object({ spacesLeft: z.number().int().min(0).max(1000) });

/**
 * POST /__sandbox/sessions/{id}/spaces { spaces_left } (sandbox mode only): sets a session's places taken at
 * reception so that `spaces_left` remain, as a busy front desk would; e2e tests fill a session to see its waiting
 * list. Bookings and holds are untouched, so a session cannot be made to hold fewer places than they take.
 */
export function mountSessionSpacesControl(control: Hono, { db, clock }: SandboxServices): void {
  control.post('/sessions/:sessionId/spaces', async (c) => {
    const read = await controlBody(c, spacesSchema);
    if (!read.ok) return read.answer;
    const sessionId = Number(c.req.param('sessionId'));
    const row = db
      .prepare(
        `SELECT s.capacity,
           (SELECT COUNT(*) FROM bookings b WHERE b.session_id = s.id AND b.status = 'booked') AS booked,
           (SELECT COUNT(*) FROM cart_items ci WHERE ci.session_id = s.id AND ci.held_until > ?) AS held
         FROM activity_sessions s WHERE s.id = ?`,
      )
      .get(clock.now().toISOString(), Number.isInteger(sessionId) ? sessionId : 0) as
      { capacity: number; booked: number; held: number } | undefined;
    if (!row) return c.json({ message: 'Unable to complete request, item not found.' }, 404);
    const offline = row.capacity - row.booked - row.held - read.body.spacesLeft;
    if (offline < 0) {
      return c.json(
        {
          message: 'The given data was invalid.',
          errors: { spaces_left: [`At most ${row.capacity - row.booked - row.held} places can be left.`] },
        },
        422,
      );
    }
    db.prepare('UPDATE activity_sessions SET offline_bookings = ? WHERE id = ?').run(offline, sessionId);
    return c.json({ data: { spaces_left: read.body.spacesLeft } });
  });
}
