import { Hono } from 'hono';
import { controlBody } from './controlBody.ts';
import { faultSchema, type FaultBook } from './faults.ts';
import type { SandboxServices } from './context.ts';
import { resetDatabase } from '../seed/seedDatabase.ts';
import { mountSessionSpacesControl } from './sessionSpacesControl.ts';
import { mountClockControl } from './clockControl.ts';
import type { MovableClock } from '../clock.ts';

/**
 * /__sandbox: test controls that exist only in sandbox mode.
 *   POST   /__sandbox/faults  { path, method?, status?, count?, delay_ms?, message?, errors?, after_handler? }
 *   GET    /__sandbox/faults  the faults still armed
 *   DELETE /__sandbox/faults  disarm all
 *   POST   /__sandbox/reset   reseed the database and disarm all faults
 *   POST   /__sandbox/sessions/{id}/spaces  { spaces_left }: places taken at reception so that many remain
 *   GET    /__sandbox/clock   the sandbox's now; POST { advance_seconds } or { to } moves it forward (decision 0006)
 */
export function sandboxControlRoutes(services: SandboxServices, faults: FaultBook, clock: MovableClock): Hono {
  const control = new Hono();
  control.post('/faults', async (c) => {
    const read = await controlBody(c, faultSchema);
    if (!read.ok) return read.answer;
    faults.add(read.body);
    return c.json({ data: { armed: faults.list().length } }, 201);
  });
  control.get('/faults', (c) => c.json({ data: faults.list() }));
  control.delete('/faults', (c) => {
    faults.clear();
    return c.json({ data: { armed: 0 } });
  });
  control.post('/reset', (c) => {
    faults.clear();
    resetDatabase(services);
    return c.json({ data: { reset: true } });
  });
  mountSessionSpacesControl(control, services);
  mountClockControl(control, clock);
  return control;
}
