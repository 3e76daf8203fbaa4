import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@leisure/app-store/testing';
import { BookingsApp } from '../../src/index.ts';
import { useSandbox } from '../support/sandboxApi.ts';

// The top of a venue's page (docs/decisions/0020-imagery-from-the-api.md): its picture, opening hours and
// facilities from the API, above the timetable.
describe("a venue page's header", () => {
  const { sandbox } = useSandbox();
  const db = () => sandbox().services.db;

  async function openVenue(slug = 'leeds-city') {
    renderApp(BookingsApp, `/location/${slug}`);
    return screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  }
  const page = () => within(screen.getByRole('main'));
  /** The opening hours as lines: each day or run of days with its hours. */
  const openingHours = () => {
    const week = page().getByRole('heading', { level: 2, name: 'Opening hours' }).nextElementSibling as HTMLElement;
    return within(week)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling!.textContent}`);
  };

  it('shows the picture with its words and size, so nothing moves when it arrives', async () => {
    expect(await openVenue()).toHaveTextContent('Leeds City Leisure Centre');
    const picture = page().getByRole('img', { name: 'Illustration of the outside of Leeds City Leisure Centre' });
    expect(picture).toHaveAttribute('width', '960');
    expect(picture).toHaveAttribute('height', '540');
    expect(picture.getAttribute('src')).toMatch(/\/assets\/illustrations\/v1\/brightwater\/leisure-centre\.svg$/);
  });

  it('lists the opening hours, days with the same hours together', async () => {
    await openVenue();
    expect(openingHours()).toEqual(['Mon–Fri 6:30am–10pm', 'Sat–Sun 8am–8pm']);
  });

  it('lists the facilities by name', async () => {
    await openVenue();
    const facilities = screen.getByRole('list', { name: 'Facilities' });
    const names = within(facilities)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names.slice(0, 4)).toEqual(['25 m pool', 'Learner pool', 'Gym', 'Sports hall']);
    expect(names).toContain('Café');
  });

  it('says when a venue is closed, and shows a decorative picture as decoration', async () => {
    const venueId = (db().prepare("SELECT id FROM venues WHERE slug = 'bath-sports'").get() as { id: number }).id;
    db()
      .prepare('UPDATE venue_opening_hours SET opens = NULL, closes = NULL WHERE venue_id = ? AND weekday = 7')
      .run(venueId);
    db().prepare("UPDATE images SET alt = '' WHERE id = (SELECT hero_image_id FROM venues WHERE id = ?)").run(venueId);
    await openVenue('bath-sports');
    expect(page().queryByRole('img')).toBeNull();
    expect(screen.getByRole('main').querySelector('img[alt=""]')).toHaveAttribute('width', '960');
    expect(openingHours()).toEqual(['Mon–Fri 7am–10pm', 'Sat 8am–8pm', 'Sun Closed']);
  });

  it('leaves out the picture, hours and map of a venue that has none', async () => {
    const venueId = (db().prepare("SELECT id FROM venues WHERE slug = 'brightwater-online'").get() as { id: number })
      .id;
    db().prepare('UPDATE venues SET hero_image_id = NULL WHERE id = ?').run(venueId);
    await openVenue('brightwater-online');
    expect(screen.getByRole('main').querySelector('img')).toBeNull();
    expect(page().queryByRole('heading', { name: 'Opening hours' })).toBeNull();
    expect(within(page().getByRole('list', { name: 'Facilities' })).getByText('Live-streamed classes')).toBeVisible();
  });
});
