import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@leisure/app-store/testing';
import { BookingsApp } from '../../src/index.ts';
import { useSandbox } from '../support/sandboxApi.ts';

// The kiosk home's "What's on today" opens a session in the timetable (issue 23, docs/decisions/0024): the link
// names its day and the session, whose details open once the day has loaded.
describe('a link to one session', () => {
  const { sandbox } = useSandbox();

  it("opens that session's details on its day, then drops the session from the address", async () => {
    const session = sandbox()
      .services.db.prepare(
        `SELECT s.id, a.name, s.local_date AS date FROM activity_sessions s JOIN activities a ON a.id = s.activity_id
         JOIN venues v ON v.id = s.venue_id
         WHERE v.slug = 'leeds-city' AND s.status = 'scheduled' AND s.starts_at > ? ORDER BY s.starts_at LIMIT 1 OFFSET 3`,
      )
      .get(new Date(Date.now() + 24 * 3600_000).toISOString()) as { id: number; name: string; date: string };
    renderApp(BookingsApp, `/location/leeds-city?date=${session.date}&session=${session.id}&kiosk=true`);
    const dialog = await screen.findByRole('dialog', { name: session.name }, { timeout: 6000 });
    expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(new URLSearchParams(window.location.search).has('session')).toBe(false));
    expect(new URLSearchParams(window.location.search).get('date')).toBe(session.date);
  });
});
