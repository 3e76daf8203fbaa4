import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { useTheme } from 'styled-components';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { callEndpoint, createHttpClient } from '@leisure/api-client';
import { contract, type Venue } from '@leisure/api-contract';
import { renderWithProviders } from '@leisure/app-store/testing';
import { ThemeGate, useSite } from '../src/index.ts';
import { server } from './support/mswServer.ts';
import { apiBaseUrl, useSandbox } from './support/sandboxApi.ts';

function SiteProbe() {
  const site = useSite();
  const theme = useTheme();
  const navigate = useNavigate();
  return (
    <main>
      <button onClick={() => navigate('/')}>Home</button>
      <h1>Welcome to {site.client.name}</h1>
      <dl>
        <dt>Venue</dt>
        <dd data-testid="venue">{site.venueSlug ?? 'default'}</dd>
        <dt>Primary</dt>
        <dd data-testid="primary">{theme.colours.primary}</dd>
        <dt>Logo</dt>
        <dd data-testid="logo">{site.logoUrl}</dd>
      </dl>
    </main>
  );
}

/** The theme requests that reached the network, as "venue" or "-" for none. */
function themeRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/api/frontend/theme')
      seen.push(url.searchParams.get('venue') ?? '-');
  });
  return seen;
}

const renderGate = (
  route: string,
  gate = (
    <ThemeGate>
      <SiteProbe />
    </ThemeGate>
  ),
) => renderWithProviders(gate, { route });
const welcome = () => screen.findByRole('heading', { name: 'Welcome to Brightwater Leisure' });

describe('ThemeGate', () => {
  const sandbox = useSandbox();
  let manchesterVenue: Venue;
  beforeEach(async () => {
    const client = createHttpClient({ baseUrl: apiBaseUrl });
    const venues = await callEndpoint(client, contract.site.listVenues);
    for (const venue of venues) {
      const theme = await callEndpoint(client, contract.site.getTheme, { query: { venue: venue.slug } });
      if (theme.themeAppPrimaryColour === '#E4002B') manchesterVenue = venue;
    }
  });

  it('shows a spinner, then the app in the theme of the venue the path names', async () => {
    const requests = themeRequests();
    renderGate(`/centre/${manchesterVenue.slug}`);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');

    await welcome();
    expect(screen.getByTestId('venue')).toHaveTextContent(manchesterVenue.slug);
    expect(screen.getByTestId('primary')).toHaveTextContent('#E4002B');
    expect(screen.getByTestId('logo')).toHaveTextContent(/^https?:\/\/.+\.svg$/);
    expect(requests).toEqual([manchesterVenue.slug]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('uses the default theme, asking once without a venue, where the path names none', async () => {
    const requests = themeRequests();
    renderGate('/memberships');
    await welcome();
    expect(screen.getByTestId('primary')).toHaveTextContent('#8C59F8');
    expect(requests).toEqual(['-']);
  });

  it('asks again without the venue when the venue is unknown', async () => {
    const requests = themeRequests();
    renderGate('/location/no-such-venue');
    await welcome();
    expect(screen.getByTestId('primary')).toHaveTextContent('#8C59F8');
    expect(requests).toEqual(['no-such-venue', '-']);
  });

  it("asks again without the venue when the venue's theme fails", async () => {
    sandbox.injectFault({ path: '/frontend/theme', status: 500 });
    const requests = themeRequests();
    renderGate(`/centre/${manchesterVenue.slug}`);
    await welcome();
    expect(screen.getByTestId('primary')).toHaveTextContent('#8C59F8');
    expect(requests).toEqual([manchesterVenue.slug, '-']);
  });

  it('shows the maintenance screen when the theme answers 503', async () => {
    sandbox.injectFault({ path: '/frontend/theme', status: 503, count: 2 });
    renderGate(`/centre/${manchesterVenue.slug}`);
    expect(
      await screen.findByRole('heading', { name: 'Unable to access the site due to planned maintenance' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Welcome/ })).not.toBeInTheDocument();
  });

  it('shows the maintenance screen for a 503 on the default theme too', async () => {
    sandbox.injectFault({ path: '/frontend/theme', status: 503 });
    renderGate('/');
    expect(
      await screen.findByRole('heading', { name: 'Unable to access the site due to planned maintenance' }),
    ).toBeInTheDocument();
  });

  it.each([500, 404, 401])('shows the generic error screen for any other theme failure (%i)', async (status) => {
    sandbox.injectFault({ path: '/frontend/theme', status, count: 2 });
    renderGate(`/centre/${manchesterVenue.slug}`);
    expect(await screen.findByRole('heading', { name: 'Something has gone wrong' })).toBeInTheDocument();
    expect(screen.getByText('This page failed to load.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });

  it.each(['/frontend/theme', '/client'])(
    'says the person appears to be offline when no answer comes back at all (%s, docs/decisions/0037)',
    async (path) => {
      server.use(http.get(`*/api${path}`, () => HttpResponse.error()));
      renderGate('/');
      expect(await screen.findByRole('heading', { name: 'You appear to be offline' })).toBeInTheDocument();
      expect(screen.getByText(/^This page needs an internet connection/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(screen.getByRole('main')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Something has gone wrong' })).not.toBeInTheDocument();
    },
  );

  it('shows not-found when the operator (GET client) cannot be had', async () => {
    sandbox.injectFault({ path: '/client', status: 500 });
    renderGate('/');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });

  it("keeps the current look while the next venue's theme loads", async () => {
    const user = userEvent.setup();
    renderGate(`/centre/${manchesterVenue.slug}`);
    await welcome();
    expect(screen.getByTestId('primary')).toHaveTextContent('#E4002B');

    await user.click(screen.getByRole('button', { name: 'Home' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome to Brightwater Leisure' })).toBeInTheDocument();
    expect(await screen.findByText('#8C59F8')).toBeInTheDocument();
  });

  it('takes the venue from its prop when given, null meaning the default', async () => {
    const requests = themeRequests();
    renderGate(
      `/centre/${manchesterVenue.slug}`,
      <ThemeGate venue={null}>
        <SiteProbe />
      </ThemeGate>,
    );
    await welcome();
    expect(requests).toEqual(['-']);
    expect(screen.getByTestId('venue')).toHaveTextContent('default');
  });

  it("leaves the served page's first-paint frame in place of the spinner while loading (decision 0904)", async () => {
    const frame = document.createElement('div');
    frame.id = 'first-paint';
    document.body.append(frame);
    try {
      const { container } = renderGate('/memberships');
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(container).toBeEmptyDOMElement();
      await welcome();
    } finally {
      frame.remove();
    }
  });
});
