import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BookingsApp, preloadFirstScreen } from '../src/index.ts';
import { logInThroughForm, renderApp } from '@leisure/app-store/testing';
import { venuesByName } from '@leisure/test-support';
import { http } from 'msw';
import { server } from './support/mswServer.ts';
import { apiBaseUrl, useSandbox } from './support/sandboxApi.ts';

describe('BookingsApp', () => {
  const { sandbox } = useSandbox();
  const venues = () => venuesByName(sandbox());

  it('home: the venues from the API, in the header and footer frame, titled "{app} | Book an activity"', async () => {
    renderApp(BookingsApp);
    expect(await screen.findByRole('heading', { level: 1, name: 'Book an activity' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Venues' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(venues().map((venue) => venue.name));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(document.title).toBe('Brightwater Leisure | Book an activity');
  });

  it('home: the venue search is in place while the venues load, so nothing moves when they arrive (decision 0904)', async () => {
    // The venues are held back until the test lets them through (then the sandbox answers).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get(`${apiBaseUrl}/activities/venues`, () => held));
    // As the host does before the first render at / (preloadFirstScreen).
    await preloadFirstScreen('/');
    renderApp(BookingsApp);
    expect(await screen.findByRole('heading', { level: 1, name: 'Book an activity' })).toBeInTheDocument();
    expect(screen.getByText('Loading venues')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search town, postcode or venue name' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('list', { name: 'Venues' })).toBeInTheDocument();
  });

  it("choosing a venue in the home's list goes to the venue, whose page names it", async () => {
    const user = userEvent.setup();
    const [venue] = venues();
    renderApp(BookingsApp);
    await user.click(await screen.findByRole('button', { name: `Choose venue, ${venue!.name}` }));
    expect(await screen.findByRole('heading', { level: 1, name: venue!.name })).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/location/${venue!.slug}`);
    await waitFor(() => expect(document.title).toBe(`Brightwater Leisure | ${venue!.name}`));
  });

  it.each([
    ['its breadcrumb trail', '', 1],
    ['no breadcrumb trail when embedded in an operator’s page (docs/product/joining.md §6)', '?embedded=true', 0],
  ])("a venue's page shows %s", async (_case, query, trails) => {
    const [venue] = venues();
    renderApp(BookingsApp, `/location/${venue!.slug}${query}`);
    expect(await screen.findByRole('heading', { level: 1, name: venue!.name })).toBeInTheDocument();
    expect(screen.queryAllByRole('navigation', { name: 'Breadcrumb' })).toHaveLength(trails);
  });

  it.each(['/location/no-such-venue', '/location/Not%20A%20Slug', '/no/such/page'])('%s is not found', async (url) => {
    renderApp(BookingsApp, url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });

  it("logs in at /login and, with a redirect that leaves the site, goes home: the customer's home venue (D6, decision 0021)", async () => {
    const user = userEvent.setup();
    renderApp(BookingsApp, '/login?redirect=//evil.example');
    await logInThroughForm(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Salford Quays Leisure Centre' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/location/salford-quays');
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'My account' }),
    ).toBeVisible();
  });
});
