import { describe, expect, it } from 'vitest';
import { contract, iconNames, type Venue } from '@leisure/api-contract';
import { londonClock } from '@leisure/dates';
import { fixedClock } from '../../src/clock.ts';
import { useSandbox } from '../support/useSandbox.ts';

// Imagery from the API (docs/decisions/0020-imagery-from-the-api.md): the venues' hero pictures, facilities and
// opening hours, served by the sandbox with nothing fetched from elsewhere.
const NOW = '2026-03-10T09:00:00Z'; // a Tuesday
const { api, db } = useSandbox({ clock: fixedClock(NOW) });

const venues = async (): Promise<Venue[]> => (await api.call(contract.site.listVenues)).json.data;
const pathOf = (url: string) => new URL(url).pathname;
const knownIcon = (name: string) => (iconNames as readonly string[]).includes(name);

describe("a venue's picture, facilities and opening hours", () => {
  it('gives every venue a hero picture with its size and words for it, and facilities with icons', async () => {
    const all = await venues();
    expect(all.length).toBeGreaterThan(30);
    for (const venue of all) {
      expect(venue.heroImage, venue.slug).toMatchObject({ width: 960, height: 540 });
      expect(pathOf(venue.heroImage!.url)).toMatch(/^\/assets\/illustrations\/v1\/[a-z]+\/[a-z-]+\.svg$/);
      expect(venue.heroImage!.alt).toMatch(/^Illustration of /);
      expect(venue.facilities.length, venue.slug).toBeGreaterThan(0);
      expect(venue.facilities.every((facility) => facility.name !== '' && knownIcon(facility.icon))).toBe(true);
    }
  });

  it('answers one venue as the list does: Leeds City, a leisure centre in the default brand', async () => {
    const { json } = await api.call(contract.site.getVenue, { params: { venue: 'leeds-city' } });
    const leeds: Venue = json.data;
    expect(leeds.heroImage).toEqual({
      url: expect.stringMatching(/\/assets\/illustrations\/v1\/brightwater\/leisure-centre\.svg$/),
      width: 960,
      height: 540,
      alt: 'Illustration of the outside of Leeds City Leisure Centre',
    });
    expect(leeds.facilities.slice(0, 3)).toEqual([
      { name: '25 m pool', icon: 'waves-ladder' },
      { name: 'Learner pool', icon: 'waves' },
      { name: 'Gym', icon: 'dumbbell' },
    ]);
    expect(leeds.openingHours.map((day) => day.day)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    expect(leeds.openingHours[0]!.hours).toEqual({ opens: '06:30', closes: '22:00' });
    expect(leeds.openingHours[6]!.hours).toEqual({ opens: '08:00', closes: '20:00' });
  });

  it('publishes no opening hours for the online studio, which has no premises', async () => {
    const online = (await venues()).find((venue) => venue.slug === 'brightwater-online')!;
    expect(online.openingHours).toEqual([]);
    expect(online.facilities).toEqual([{ name: 'Live-streamed classes', icon: 'monitor-play' }]);
  });

  it('is open for every session a venue runs (each starts and ends within its day’s hours)', () => {
    const rows = db()
      .prepare(
        `SELECT v.slug, s.local_date, s.starts_at, s.ends_at, h.opens, h.closes
         FROM activity_sessions s JOIN venue_opening_hours h ON h.venue_id = s.venue_id
           AND h.weekday = CAST(strftime('%u', s.local_date) AS INTEGER)
         JOIN venues v ON v.id = s.venue_id`,
      )
      .all() as {
      slug: string;
      local_date: string;
      starts_at: string;
      ends_at: string;
      opens: string | null;
      closes: string | null;
    }[];
    expect(rows.length).toBeGreaterThan(1000);
    const outside = rows.filter(
      (row) =>
        row.opens === null ||
        londonClock(new Date(row.starts_at)) < row.opens ||
        londonClock(new Date(row.ends_at)) > row.closes!,
    );
    expect(outside).toEqual([]);
  });
});

describe('the illustrations the sandbox serves', () => {
  it('serves each hero picture as an SVG of the size the API gives, cached for a year and not sniffed', async () => {
    const picked = (await venues()).filter((venue) =>
      ['leeds-city', 'salford-quays', 'bristol-harbourside', 'bath-sports', 'islington-pool'].includes(venue.slug),
    );
    expect(new Set(picked.map((venue) => pathOf(venue.heroImage!.url))).size).toBe(5);
    for (const venue of picked) {
      const response = await fetch(`${api.origin}${pathOf(venue.heroImage!.url)}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
      const svg = await response.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="960" height="540"/);
      expect(svg).not.toMatch(/<script|href=/);
      expect(svg.length).toBeLessThan(8 * 1024);
    }
  });

  it.each([
    ['an unknown brand', '/assets/illustrations/v1/nowhere/pool.svg'],
    ['an unknown scene', '/assets/illustrations/v1/capital/ballroom.svg'],
    ['an old version', '/assets/illustrations/v0/capital/pool.svg'],
  ])('answers 404 for %s', async (_, path) => {
    expect((await fetch(`${api.origin}${path}`)).status).toBe(404);
  });
});

describe('icons of activities, categories and memberships', () => {
  it('gives each category and activity an icon, and activities a decorative picture', async () => {
    const categories = (await api.call(contract.activities.listActivityCategories)).json.data;
    expect(categories.map((category: { slug: string; icon: string }) => [category.slug, category.icon])).toEqual([
      ['swimming', 'waves'],
      ['fitness-classes', 'dumbbell'],
      ['racquet-sports', 'volleyball'],
      ['kids', 'toy-brick'],
    ]);
    const activities = (await api.call(contract.activities.listVenueActivities, { params: { venue: 'leeds-city' } }))
      .json.data;
    const spin = activities.find((activity: { name: string }) => activity.name === 'Spin');
    expect(spin.icon).toBe('bike');
    expect(spin.image).toEqual({
      url: expect.stringMatching(/\/assets\/illustrations\/v1\/brightwater\/studio\.svg$/),
      width: 960,
      height: 540,
      alt: '',
    });
    expect(activities.every((activity: { icon: string }) => knownIcon(activity.icon))).toBe(true);
  });

  it("draws each timetable session with its activity's icon", async () => {
    const { json } = await api.call(contract.activities.getTimetable, {
      query: { venue: 'leeds-city', date: '2026-03-11' },
    });
    const sessions: { name: string; icon: string }[] = json.data.sessions;
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.find((session) => session.name === 'Lane Swimming')?.icon).toBe('waves-ladder');
    expect(sessions.every((session) => knownIcon(session.icon) && session.icon !== 'activity')).toBe(true);
  });

  it('gives each membership type an icon', async () => {
    const leeds = (await venues()).find((venue) => venue.slug === 'leeds-city')!;
    const { json } = await api.call(contract.memberships.listMembershipTypes, { query: { venueId: leeds.id } });
    const types: { slug: string; icon: string }[] = json.data;
    expect(types.find((type) => type.slug === 'gym-anywhere')?.icon).toBe('dumbbell');
    expect(types.find((type) => type.slug === 'swim-only')?.icon).toBe('waves');
    expect(types.every((type) => knownIcon(type.icon))).toBe(true);
  });
});

describe("a venue's footer", () => {
  it.each([
    ['leeds-city', ['Monday to Friday: 6:30am to 10pm', 'Saturday and Sunday: 8am to 8pm']],
    ['bath-sports', ['Monday to Friday: 7am to 10pm', 'Saturday: 8am to 8pm', 'Sunday: 8am to 6pm']],
  ])('at %s gives the opening hours the venue answers', async (venue, lines) => {
    const { json } = await api.call(contract.site.getFooter, { query: { venue } });
    const hours = /<h2>Opening hours<\/h2><ul>(.*?)<\/ul>/s.exec(json.data.html)![1]!;
    const items = [...hours.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1]);
    expect(items).toEqual([...lines, 'Bank holidays: 9am to 4pm']);
  });

  it('has no opening hours for the online studio', async () => {
    const { json } = await api.call(contract.site.getFooter, { query: { venue: 'brightwater-online' } });
    expect(json.data.html).not.toContain('Opening hours');
  });
});
