import { describe, expect, it } from 'vitest';
import { contract, type SessionSummary } from '@leisure/api-contract';
import { fixedClock } from '../../src/clock.ts';
import { startSandbox } from '../support/sandboxServer.ts';
import { apiCaller } from '../support/apiCaller.ts';
import { useSandbox } from '../support/useSandbox.ts';
import { addPerson, leaveSpaces, leedsSession, optionId, pickSession } from '../cart/support/bookingFixtures.ts';

const NOW = '2026-03-10T09:00:00Z'; // a Tuesday
const { api, db } = useSandbox({ clock: fixedClock(NOW) });

describe('activity categories and activities', () => {
  it('lists the four categories in order', async () => {
    const result = await api.call(contract.activities.listActivityCategories);
    expect(result.status).toBe(200);
    expect(result.json.data.map((c: { name: string }) => c.name)).toEqual([
      'Swimming',
      'Fitness classes',
      'Racquet sports',
      'Kids',
    ]);
  });

  it('leaves out categories a venue does not run (a gym has no pool or courts)', async () => {
    const result = await api.call(contract.activities.listActivityCategories, {
      query: { venue: 'bristol-harbourside' },
    });
    const slugs = result.json.data.map((c: { slug: string }) => c.slug);
    expect(slugs).toEqual(['fitness-classes', 'kids']);
    expect(result.json.data.every((c: { activityCount: number }) => c.activityCount > 0)).toBe(true);
  });

  it("lists a venue's activities in a category with their prices in pence, VAT included", async () => {
    const result = await api.call(contract.activities.listVenueActivities, {
      params: { venue: 'leeds-city' },
      query: { category: 'swimming' },
    });
    expect(result.status).toBe(200);
    const lane = result.json.data.find((a: { name: string }) => a.name === 'Lane Swimming');
    expect(lane.category.slug).toBe('swimming');
    expect(
      lane.pricingOptions.map((o: { name: string; price: { amount: number } }) => [o.name, o.price.amount]),
    ).toEqual([
      ['Adult', 520],
      ['Junior', 290],
      ['Concession', 370],
      ['Member', 0],
    ]);
    expect(lane.pricingOptions[3]).toMatchObject({ membersOnly: true, includedInMembership: true });
    expect(lane.priceFrom).toEqual({ amount: 290, formatted: '£2.90' });
    expect(lane.ageRange.label).toBe('8+');
    expect(lane.upcomingSessionCount).toBeGreaterThan(5);
    expect(result.json.data.every((a: { category: { slug: string } }) => a.category.slug === 'swimming')).toBe(true);
  });

  it('refuses an unknown category (422) and an unknown venue (404)', async () => {
    const badCategory = await api.call(contract.activities.listVenueActivities, {
      params: { venue: 'leeds-city' },
      query: { category: 'darts' },
    });
    expect(badCategory.status).toBe(422);
    expect(badCategory.json.errors.category).toEqual(['No such activity category.']);
    const badVenue = await api.call(contract.activities.listVenueActivities, { params: { venue: 'atlantis' } });
    expect(badVenue.status).toBe(404);
  });

  it('gives the online studio live-streamed classes only', async () => {
    const result = await api.call(contract.activities.listVenueActivities, { params: { venue: 'brightwater-online' } });
    expect(result.json.data.length).toBeGreaterThan(0);
    expect(result.json.data.every((a: { isVirtual: boolean }) => a.isVirtual)).toBe(true);
  });
});

describe('the timetable', () => {
  it("shows today's sessions at a venue by default, in start order, with the 14-day window", async () => {
    const result = await api.call(contract.activities.getTimetable, { query: { venue: 'salford-quays' } });
    expect(result.status).toBe(200);
    const timetable = result.json.data;
    expect(timetable.date).toBe('2026-03-10');
    expect(timetable.days).toHaveLength(14);
    expect(timetable.days[0].date).toBe('2026-03-10');
    expect(timetable.days[13].date).toBe('2026-03-23');
    expect(timetable.days.every((d: { sessionCount: number }) => d.sessionCount > 0)).toBe(true);
    const starts = timetable.sessions.map((s: SessionSummary) => s.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(
      timetable.sessions.every((s: SessionSummary) => s.venue.slug === 'salford-quays' && s.date === '2026-03-10'),
    ).toBe(true);
    // Sessions before 09:00 today have started and can no longer be booked.
    const early = timetable.sessions.filter((s: SessionSummary) => s.startTime < '09:00');
    expect(early.length).toBeGreaterThan(0);
    expect(early.every((s: SessionSummary) => s.availability === 'started' || s.availability === 'cancelled')).toBe(
      true,
    );
    expect(early.every((s: SessionSummary) => !s.bookable)).toBe(true);
  });

  it('filters by date and category', async () => {
    const result = await api.call(contract.activities.getTimetable, {
      query: { venue: 'leeds-city', date: '2026-03-14', category: 'kids' },
    });
    expect(result.status).toBe(200);
    expect(result.json.data.category.slug).toBe('kids');
    expect(result.json.data.sessions.length).toBeGreaterThan(0);
    expect(
      result.json.data.sessions.every((s: SessionSummary) => s.category.slug === 'kids' && s.date === '2026-03-14'),
    ).toBe(true);
  });

  // docs/decisions/0027: each price a visitor may pay, by name, not only the cheapest (the junior price).
  it("gives each session's prices open to non-members with their names, in the venue's order", async () => {
    const result = await api.call(contract.activities.getTimetable, {
      query: { venue: 'leeds-city', date: '2026-03-14', category: 'swimming' },
    });
    const lane = (result.json.data.sessions as SessionSummary[]).find((s) => s.name === 'Lane Swimming');
    expect(lane?.prices).toEqual([
      { name: 'Adult', price: { amount: 520, formatted: '£5.20' } },
      { name: 'Junior', price: { amount: 290, formatted: '£2.90' } },
      { name: 'Concession', price: { amount: 370, formatted: '£3.70' } },
    ]);
    expect(lane?.priceFrom).toEqual({ amount: 290, formatted: '£2.90' });
  });

  it('refuses dates before today and unknown venues', async () => {
    const past = await api.call(contract.activities.getTimetable, {
      query: { venue: 'leeds-city', date: '2026-03-09' },
    });
    expect(past.status).toBe(422);
    expect(past.json.errors.date).toEqual(['Choose a date from today onwards.']);
    const invalidDate = await api.call(contract.activities.getTimetable, {
      query: { venue: 'leeds-city', date: '2026-02-30' },
    });
    expect(invalidDate.status).toBe(422);
    const unknown = await api.call(contract.activities.getTimetable, { query: { venue: 'atlantis' } });
    expect(unknown.status).toBe(404);
    const missing = await api.call(contract.activities.getTimetable, { query: {} });
    expect(missing.status).toBe(422);
  });

  it('seeds full, nearly full and venue-cancelled sessions across the window', async () => {
    const seen = new Set<string>();
    for (const venue of ['leeds-city', 'salford-quays']) {
      const { json } = await api.call(contract.activities.getTimetable, { query: { venue } });
      for (const day of json.data.days.slice(1)) {
        const { json: dayJson } = await api.call(contract.activities.getTimetable, {
          query: { venue, date: day.date },
        });
        for (const session of dayJson.data.sessions as SessionSummary[]) {
          seen.add(session.availability);
          if (session.availability === 'cancelled') expect(session.cancellationReason).toBeTruthy();
          if (session.availability === 'full') expect(session.spacesLeft).toBe(0);
        }
      }
    }
    expect([...seen].sort()).toEqual(['available', 'cancelled', 'full', 'limited']);
  });

  it('counts spaces left: capacity less reception bookings, basket holds and bookings', async () => {
    const session = pickSession(db(), 'leeds-city', 'Spin', '2026-03-11T00:00:00Z');
    const spacesOf = async () => {
      const { json } = await api.call(contract.activities.getTimetable, {
        query: { venue: 'leeds-city', date: session.localDate },
      });
      return json.data.sessions.find((s: SessionSummary) => s.id === session.id) as SessionSummary;
    };
    leaveSpaces(db(), session.id, 5);
    expect(await spacesOf()).toMatchObject({ spacesLeft: 5, availability: 'available', bookable: true });
    const customer = addPerson(db());
    const added = await api.call(contract.cart.addToCart, {
      token: customer.token,
      body: {
        items: [{ type: 'session', id: session.id, pricingOptionId: optionId(db(), session.activityId, 'Adult') }],
      },
    });
    expect(added.status).toBe(200);
    expect(await spacesOf()).toMatchObject({ spacesLeft: 4, availability: 'available' });
    leaveSpaces(db(), session.id, 3);
    // leaveSpaces ignores holds: 3 left at reception's count, less the one held.
    expect(await spacesOf()).toMatchObject({ spacesLeft: 2, availability: 'limited', bookable: true });
    leaveSpaces(db(), session.id, 1);
    expect(await spacesOf()).toMatchObject({ spacesLeft: 0, availability: 'full', bookable: false });
  });

  it('marks the sessions the logged-in customer is booked on', async () => {
    const session = leedsSession(db(), 'Yoga Flow', 0, 5);
    const customer = addPerson(db());
    db()
      .prepare(
        `INSERT INTO bookings (session_id, attendee_user_id, booked_by_user_id, pricing_option_name, price_paid, created_at)
       VALUES (?, ?, ?, 'Adult', 800, ?)`,
      )
      .run(session.id, customer.id, customer.id, NOW);
    const { json } = await api.call(contract.activities.getTimetable, {
      token: customer.token,
      query: { venue: 'leeds-city', date: session.localDate },
    });
    const booked = json.data.sessions.filter((s: SessionSummary) => s.isBooked).map((s: SessionSummary) => s.id);
    expect(booked).toEqual([session.id]);
  });
});

describe('Europe/London times across the clock change', () => {
  it('keeps wall-clock start times and shows +01:00 after the last Sunday of March', async () => {
    const spring = await startSandbox({ clock: fixedClock('2026-03-25T09:00:00Z') });
    try {
      const springApi = apiCaller(spring.origin);
      const { json } = await springApi.call(contract.activities.getTimetable, {
        query: { venue: 'leeds-city', date: '2026-03-31' },
      });
      const sessions = json.data.sessions as SessionSummary[];
      expect(sessions.length).toBeGreaterThan(0);
      for (const session of sessions) {
        expect(session.startsAt).toMatch(/\+01:00$/);
        expect(session.startsAt.slice(11, 16)).toBe(session.startTime);
        const scheduled = spring.sandbox.services.db
          .prepare(
            'SELECT sc.start_time FROM activity_sessions s JOIN activity_schedules sc ON sc.id = s.schedule_id WHERE s.id = ?',
          )
          .get(session.id) as { start_time: string };
        expect(session.startTime).toBe(scheduled.start_time);
      }
    } finally {
      await spring.close();
    }
  });
});
