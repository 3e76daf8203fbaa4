import type { Hono } from 'hono';
import { z } from 'zod';
import { controlBody } from '../../http/controlBody.ts';
import type { SandboxServices } from '../../http/context.ts';

const holdsControlSchema = z.object({
  email: z.string().trim().min(3, 'Say whose basket: the holder’s email.').max(254),
  /** Negative: the holds have already run out. */
  endsInSeconds: z.number().int().min(-86_400).max(86_400),
  /** Only the lines of this session; all of the basket's lines when left out. */
  sessionId: z.number().int().positive().optional(),
});

/**
 * POST /__sandbox/holds { email, ends_in_seconds, session_id? } (sandbox mode only): moves the end of the live
 * holds in the baskets of the customer with that email, so an e2e test sees the expiry warning (bookings.md D23)
 * and a lapsed line without waiting 15 minutes. Answers how many lines moved.
 */
export function mountHoldsControl(app: Hono, { db, clock, settings }: SandboxServices): void {
  if (!settings.faultsEnabled) return;
  app.post('/__sandbox/holds', async (c) => {
    const read = await controlBody(c, holdsControlSchema);
    if (!read.ok) return read.answer;
    const { email, endsInSeconds, sessionId } = read.body;
    const now = clock.now();
    const heldUntil = new Date(now.getTime() + endsInSeconds * 1000).toISOString();
    const moved = db
      .prepare(
        `UPDATE cart_items SET held_until = ?1
         WHERE type IN ('session', 'lessonBlock') AND held_until > ?2 AND (?3 IS NULL OR session_id = ?3)
           AND cart_id IN (SELECT carts.id FROM carts JOIN users ON users.id = carts.holder_user_id
                           WHERE users.email = ?4 COLLATE NOCASE)`,
      )
      .run(heldUntil, now.toISOString(), sessionId ?? null, email);
    return c.json({ data: { moved: Number(moved.changes), held_until: heldUntil } });
  });
}
