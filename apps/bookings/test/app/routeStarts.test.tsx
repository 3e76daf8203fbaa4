import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { logInAsDemoCustomer, renderApp } from '@leisure/app-store/testing';
import { addDays, londonToday, type IsoDate } from '@leisure/dates';
import { recordApiCalls, repeatedCalls, venuesByName } from '@leisure/test-support';
import { AppProviders } from '../../src/app/AppProviders.tsx';
import { BookingsApp } from '../../src/index.ts';
import { server } from '../support/mswServer.ts';
import { useSandbox } from '../support/sandboxApi.ts';

// A venue's page starts with the front end's code (docs/decisions/0039): the venue, its activities and the day's
// timetable are asked for at once, with the arguments the page's own hooks use, so it asks for nothing twice.
const { sandbox } = useSandbox();
afterEach(cleanup);

/** Opens `url` and waits for its h1 and for its calls to end; gives the calls made and those the start made. */
async function openAndSettle(url: string, heading: string | RegExp, started: boolean, settled = 'tablist') {
  const recording = recordApiCalls(server);
  const { pathname, search } = new URL(url, window.location.origin);
  const store = started ? await AppProviders.start({ pathname, search }) : undefined;
  const startedCalls = store ? Object.values(store.getState().api.queries).map((entry) => entry?.endpointName) : [];
  renderApp(BookingsApp, url);
  expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeInTheDocument();
  expect((await screen.findAllByRole(settled, {}, { timeout: 10_000 }))[0]).toBeInTheDocument();
  await recording.quiet();
  recording.stop();
  cleanup();
  return { calls: recording.calls, startedCalls };
}

describe("a venue's page started with the code (docs/decisions/0039)", () => {
  it.each([
    ['a visitor', false, ''],
    ['a visitor, on a day named in the address', false, 'date'],
    ['a customer', true, ''],
  ])('for %s: the venue, its activities and its timetable at once, and nothing twice', async (_who, logIn, day) => {
    if (logIn) await logInAsDemoCustomer();
    const [venue] = venuesByName(sandbox());
    const tomorrow = addDays(londonToday(sandbox().services.clock.now()) as IsoDate, 1);
    const url = `/location/${venue!.slug}${day ? `?date=${tomorrow}` : ''}`;

    const asked = await openAndSettle(url, venue!.name, false);
    const { calls, startedCalls } = await openAndSettle(url, venue!.name, true);

    expect(startedCalls).toEqual(expect.arrayContaining(['getVenue', 'listVenueActivities', 'getTimetable']));
    expect(repeatedCalls(calls)).toEqual([]);
    expect([...new Set(calls)].sort()).toEqual([...new Set(asked.calls)].sort());
  });
});

describe('the lesson pages started with the code (docs/decisions/0039)', () => {
  it.each([
    ['the finder', () => '/lessons', /^Lessons/],
    ['a class', () => `/lessons/classes/${firstClassId()}`, /Stage|Ducklings|Adult|lessons/i],
  ])('%s: its first calls at once, and nothing twice', async (_page, urlOf, heading) => {
    const url = urlOf();
    const asked = await openAndSettle(url, heading, false, 'heading');
    const { calls, startedCalls } = await openAndSettle(url, heading, true, 'heading');
    expect(startedCalls.length).toBeGreaterThan(0);
    expect(repeatedCalls(calls)).toEqual([]);
    expect([...new Set(calls)].sort()).toEqual([...new Set(asked.calls)].sort());
  });
});

/** A class of the seeded programmes. */
function firstClassId(): number {
  const row = sandbox().services.db.prepare('SELECT id FROM lesson_classes ORDER BY id LIMIT 1').get() as {
    id: number;
  };
  return row.id;
}
