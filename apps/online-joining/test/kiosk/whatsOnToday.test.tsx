import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@leisure/app-store/testing';
import { OnlineJoiningApp } from '../../src/index.ts';
import { useSandbox } from '../support/sandboxApi.ts';

// The kiosk home's "What's on today" (issue 23, docs/decisions/0024): the next sessions today at the kiosk's venue,
// each opening that session in the bookings timetable. The tests' instant (Saturday 21:30) has nothing left, so the
// sandbox's clock moves on to Sunday 6 December 2026, 09:00 in London, when the day is still ahead.
const bookingsSite = () => `http://bookings.leisure.localhost:${window.location.port}`;
const SUNDAY_9AM = Date.parse('2026-12-06T09:00:00Z');

describe("the kiosk home's What's on today", () => {
  const { sandbox } = useSandbox();

  it('lists the next sessions today at Leeds City, each a link to it in the timetable', async () => {
    sandbox().clock.advance(SUNDAY_9AM - sandbox().clock.now().getTime());
    const db = sandbox().services.db;
    const upcoming = db
      .prepare(
        `SELECT s.id, a.name FROM activity_sessions s JOIN activities a ON a.id = s.activity_id
         JOIN venues v ON v.id = s.venue_id
         WHERE v.slug = 'leeds-city' AND s.status = 'scheduled' AND s.starts_at >= ? AND s.starts_at < ?
         ORDER BY s.starts_at, s.id LIMIT 4`,
      )
      .all('2026-12-06T09:00:00Z', '2026-12-07T00:00:00Z') as { id: number; name: string }[];
    expect(upcoming.length, 'the demo timetable has sessions on a Sunday morning').toBeGreaterThan(0);

    renderApp(OnlineJoiningApp, '/kiosk?centre=leeds-city');
    const today = await screen.findByRole('region', { name: "What's on today" }, { timeout: 4000 });
    const links = await within(today).findAllByRole('link');
    expect(links.map((link) => new URL(link.getAttribute('href')!).searchParams.get('session'))).toEqual(
      upcoming.map((session) => String(session.id)),
    );
    links.forEach((link, index) => expect(link).toHaveAccessibleName(expect.stringContaining(upcoming[index]!.name)));
    const first = new URL(links[0]!.getAttribute('href')!);
    expect(`${first.origin}${first.pathname}`).toBe(`${bookingsSite()}/location/leeds-city`);
    expect(Object.fromEntries(first.searchParams)).toEqual({
      date: '2026-12-06',
      session: String(upcoming[0]!.id),
      kiosk: 'true',
      centre: 'leeds-city',
    });
  });
});
