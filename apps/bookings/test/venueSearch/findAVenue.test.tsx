import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, keepVenueMapOffScreen } from '@leisure/app-store/testing';
import { VENUE_COOKIE } from '@leisure/auth';
import { expireAllCookies } from '@leisure/test-support';
import { BookingsHomePage } from '../../src/features/venueSearch/index.ts';
import { apiBaseUrl, useSandbox } from '../support/sandboxApi.ts';

function VenuePage() {
  return <h1>{`Venue page ${useParams().venueSlug}`}</h1>;
}

function renderHome() {
  return renderWithProviders(
    <Routes>
      <Route index element={<BookingsHomePage />} />
      <Route path="location/:venueSlug" element={<VenuePage />} />
    </Routes>,
    { environment: { apiBaseUrl } },
  );
}

const results = () => screen.getByRole('list', { name: 'Venues' });
const resultNames = () =>
  within(results())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const summary = (text: string | RegExp) => screen.findByText(text, { selector: '[role="status"]' });

async function search(text: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Search town, postcode or venue name' }), text);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return user;
}

keepVenueMapOffScreen();
afterEach(() => expireAllCookies(document));

describe('bookings home: find a venue', () => {
  const { sandbox } = useSandbox();
  const venueNames = () =>
    (sandbox().services.db.prepare('SELECT name FROM venues').all() as { name: string }[])
      .map(({ name }) => name)
      .sort((a, b) => a.localeCompare(b));

  it('offers the search at once and lists every venue by name once they arrive, the map in its place', async () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Book an activity' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Find a venue' })).toBeInTheDocument();
    expect(await screen.findByRole('search', { name: 'Venues' })).toBeInTheDocument();
    const slider = screen.getByRole('slider', { name: 'Search area' });
    expect(slider).toHaveValue('5');
    expect(slider).toHaveAttribute('aria-valuetext', '5 miles');
    expect(screen.getByText('Loading map')).toBeInTheDocument();

    expect(await summary(`${venueNames().length} venues`)).toBeInTheDocument();
    expect(resultNames()).toEqual(venueNames());
    expect(within(results()).queryByText(/miles$/)).not.toBeInTheDocument();
  });

  it('a postcode finds the venues within 5 miles, nearest first, with their distance in miles', async () => {
    renderHome();
    await summary(`${venueNames().length} venues`);
    await search('LS6');
    expect(await summary('2 venues within 5 miles of LS6')).toBeInTheDocument();
    expect(resultNames()).toEqual(['Kirkstall Fitness', 'Leeds City Leisure Centre']);
    const distances = within(results())
      .getAllByText(/^\d+\.\d miles$/)
      .map((element) => Number.parseFloat(element.textContent!));
    expect(distances).toHaveLength(2);
    expect(distances[0]).toBeLessThanOrEqual(distances[1]!);
    expect(distances.every((miles) => miles <= 5)).toBe(true);
  });

  it('a wider radius takes in more venues; a place with none in range says so', async () => {
    renderHome();
    await summary(`${venueNames().length} venues`);
    const user = await search('LS6');
    await summary('2 venues within 5 miles of LS6');
    // jsdom does not move a range input by keyboard: the change the browser would make.
    fireEvent.change(screen.getByRole('slider', { name: 'Search area' }), { target: { value: '10' } });
    expect(await summary(/^\d+ venues within 10 miles of LS6$/)).toBeInTheDocument();
    expect(resultNames().slice(0, 3)).toEqual(['Kirkstall Fitness', 'Leeds City Leisure Centre', 'Bradford Aquatics']);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await search('Penzance');
    expect(await summary('No venues found')).toBeInTheDocument();
  });

  it('a place the geocoder does not know is reported on the search box', async () => {
    renderHome();
    await summary(`${venueNames().length} venues`);
    await search('Qwxzv');
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot find location, please try again.');
    expect(screen.getByRole('textbox', { name: 'Search town, postcode or venue name' })).toHaveAccessibleDescription(
      'Error: Cannot find location, please try again.',
    );
  });

  it('choosing a venue remembers it in the venue cookie and opens its page', async () => {
    renderHome();
    await summary(`${venueNames().length} venues`);
    const user = await search('LS6');
    await summary('2 venues within 5 miles of LS6');
    await user.click(screen.getByRole('button', { name: 'Choose venue, Leeds City Leisure Centre' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Venue page leeds-city' })).toBeInTheDocument();
    expect(document.cookie).toContain(`${VENUE_COOKIE}=leeds-city`);
  });
});
