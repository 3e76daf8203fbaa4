import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JoiningVenue } from '@leisure/api-contract/browser';
import { defaultLeisureTheme } from '@leisure/ui';
import { venueAddress, VenueSearch, type ResultCardOptions } from '../src/index.ts';
import type { VenueMapProps } from '../src/map/venueMapProps.ts';
import { useSandbox } from './support/sandboxApi.ts';
import { bradford, venues, leedsCentral, york } from './venueFixtures.ts';

// maplibre cannot draw in jsdom: a stand-in map shows a button per pin and records what the search asks of it.
const map = vi.hoisted(() => ({ props: undefined as VenueMapProps | undefined }));
vi.mock('../src/components/VenueMap.tsx', () => ({
  VenueMap(props: VenueMapProps) {
    map.props = props;
    return (
      <div data-testid="map">
        {props.venues.map(({ venue }) => (
          <button key={venue.id} type="button" onClick={() => props.onPinSelect(venue.id)}>
            {`Pin ${venue.name}`}
          </button>
        ))}
      </div>
    );
  },
}));

// What a front end puts on a card: here the address and "Select and continue", as online joining does.
const cardOptions: ResultCardOptions<JoiningVenue> = {
  details: (venue) => <address>{venueAddress(venue)}</address>,
  actionText: 'Select and continue',
  actionName: (venue) => `Select and continue with ${venue.name}`,
};

function renderSearch(element: ReactElement) {
  return render(<ThemeProvider theme={defaultLeisureTheme}>{element}</ThemeProvider>);
}

async function renderMapSearch(onSelectVenue: (venue: JoiningVenue) => void = () => undefined) {
  renderSearch(<VenueSearch venues={venues} onSelectVenue={onSelectVenue} card={cardOptions} />);
  await screen.findByTestId('map');
}

const status = () => screen.getByRole('status');
const resultNames = () =>
  within(screen.getByRole('list', { name: 'Venues' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

async function search(text: string) {
  const user = userEvent.setup();
  const box = screen.getByRole('textbox', { name: 'Search town, postcode or venue name' });
  await user.clear(box);
  await user.type(box, text);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return user;
}

function mockGeolocation(getCurrentPosition: Geolocation['getCurrentPosition']) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition, watchPosition: vi.fn(), clearWatch: vi.fn() },
  });
}

afterEach(() => {
  map.props = undefined;
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('VenueSearch', () => {
  useSandbox();

  it('before a search: every venue in the list by name, the ones with coordinates on the map', async () => {
    await renderMapSearch();
    expect(status()).toHaveTextContent('6 venues');
    expect(resultNames()).toEqual([
      'Bradford Pools',
      'Broken Venue',
      'Leeds Central',
      'Leeds North',
      'Mystery Venue',
      'York Barbican',
    ]);
    expect(map.props?.venues.map(({ venue }) => venue.name)).toEqual([
      'York Barbican',
      'Leeds North',
      'Bradford Pools',
      'Leeds Central',
    ]);
    expect(map.props?.initialView).toEqual({ center: { lat: 53.59, lng: -2 }, zoom: 5.5 });
    expect(within(screen.getByRole('list', { name: 'Venues' })).queryByText(/miles$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search this area' })).not.toBeInTheDocument();
  });

  it('the Search area slider: 1 to 10 miles in steps of 1, 5 to start, its value shown', async () => {
    await renderMapSearch();
    const slider = screen.getByRole('slider', { name: 'Search area' });
    expect(slider).toHaveAttribute('min', '1');
    expect(slider).toHaveAttribute('max', '10');
    expect(slider).toHaveAttribute('step', '1');
    expect(slider).toHaveValue('5');
    expect(slider).toHaveAttribute('aria-valuetext', '5 miles');
    expect(screen.getByText('5 miles')).toBeVisible();
  });

  it('a venue name flies to that venue and selects it in the list', async () => {
    await renderMapSearch();
    await search('york');
    expect(status()).toHaveTextContent('1 venue within 5 miles of York Barbican');
    expect(resultNames()).toEqual(['York Barbican']);
    expect(card('York Barbican')).toHaveAttribute('aria-current', 'true');
    expect(within(card('York Barbican')).getByText('0.0 miles')).toBeInTheDocument();
    expect(map.props?.camera).toMatchObject({
      kind: 'fly',
      center: { lat: york.lat, lng: york.lng },
      durationMs: 2000,
    });
    expect(map.props?.selectedVenueId).toBe(york.id);
  });

  it('a place or postcode is geocoded: venues within the radius, nearest first, with their distance', async () => {
    await renderMapSearch();
    await search('LS6');
    expect(await screen.findByText('2 venues within 5 miles of LS6')).toBe(status());
    expect(resultNames()).toEqual(['Leeds North', 'Leeds Central']);
    expect(within(card('Leeds North')).getByText('0.4 miles')).toBeInTheDocument();
    expect(within(card('Leeds Central')).getByText('1.6 miles')).toBeInTheDocument();
    expect(map.props?.camera).toMatchObject({ kind: 'fit', durationMs: 2000 });
    expect(map.props?.searchArea).toEqual({ center: { lng: -1.568, lat: 53.82 }, radiusMiles: 5 });

    // A wider radius takes in Bradford.
    fireEvent.change(screen.getByRole('slider', { name: 'Search area' }), { target: { value: '10' } });
    expect(status()).toHaveTextContent('3 venues within 10 miles of LS6');
    expect(resultNames()).toEqual(['Leeds North', 'Leeds Central', 'Bradford Pools']);
    expect(screen.getByText('10 miles')).toBeVisible();
    expect(map.props?.camera).toMatchObject({ kind: 'fit', durationMs: 1000 });
  });

  it('No venues found when nothing is in range', async () => {
    await renderMapSearch();
    await search('Bristol');
    expect(await screen.findByText('No venues found')).toBe(status());
    expect(screen.queryByRole('list', { name: 'Venues' })).not.toBeInTheDocument();
  });

  it('Cannot find location, please try again. when the geocoder finds nothing', async () => {
    await renderMapSearch();
    await search('Qwxzv');
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot find location, please try again.');
    const box = screen.getByRole('textbox', { name: 'Search town, postcode or venue name' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Error: Cannot find location, please try again.');
    expect(status()).toHaveTextContent('6 venues');
  });

  it('Use my location: Searching... while locating, then the venues near the user', async () => {
    let answer: PositionCallback | undefined;
    const getCurrentPosition = vi.fn((success: PositionCallback) => {
      answer = success;
    });
    mockGeolocation(getCurrentPosition);
    await renderMapSearch();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByRole('button', { name: 'Searching...' })).toHaveAttribute('aria-busy', 'true');
    expect(getCurrentPosition).toHaveBeenCalledWith(
      expect.any(Function),
      expect.any(Function),
      expect.objectContaining({ enableHighAccuracy: true, timeout: 10_000 }),
    );
    await act(async () => answer!({ coords: { latitude: 53.7997, longitude: -1.5492 } } as GeolocationPosition));
    expect(status()).toHaveTextContent('2 venues within 5 miles of your location');
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeInTheDocument();
    expect(map.props?.userLocation).toEqual({ lat: 53.7997, lng: -1.5492 });
  });

  it.each([
    [1, 'Failed to use your location, please allow location access and try again'],
    [3, 'Failed to use your location, please try again'],
  ])('a location error with code %i says: %s', async (code, message) => {
    mockGeolocation((_success, error) => error!({ code } as GeolocationPositionError));
    await renderMapSearch();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Use my location' })).toHaveAccessibleDescription(message);
  });

  it('Search this area appears when the map is zoomed in past 8 and searches around its venue', async () => {
    await renderMapSearch();
    act(() => map.props!.onViewChange({ center: { lng: -1.55, lat: 53.8 }, zoom: 8 }));
    expect(screen.queryByRole('button', { name: 'Search this area' })).not.toBeInTheDocument();
    act(() => map.props!.onViewChange({ center: { lng: -1.55, lat: 53.8 }, zoom: 8.5 }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search this area' }));
    expect(status()).toHaveTextContent('2 venues within 5 miles of this area');
    expect(map.props?.camera).toMatchObject({ kind: 'fit', durationMs: 1000 });
  });

  it('pressing a pin selects its venue in the list and takes the keyboard there', async () => {
    await renderMapSearch();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pin Bradford Pools' }));
    expect(card('Bradford Pools')).toHaveAttribute('aria-current', 'true');
    expect(card('Bradford Pools')).toHaveFocus();
    expect(map.props?.selectedVenueId).toBe(bradford.id);
  });

  it('Select and continue hands the venue over', async () => {
    const onSelectVenue = vi.fn();
    await renderMapSearch(onSelectVenue);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Select and continue with Leeds Central' }));
    expect(onSelectVenue).toHaveBeenCalledWith(leedsCentral);
  });

  it('Clear search empties the box and the results and returns the map to its first view', async () => {
    await renderMapSearch();
    const user = await search('LS6');
    await screen.findByText('2 venues within 5 miles of LS6');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('textbox', { name: 'Search town, postcode or venue name' })).toHaveValue('');
    expect(status()).toHaveTextContent('6 venues');
    expect(map.props?.searchArea).toBeNull();
    expect(map.props?.camera).toMatchObject({ kind: 'fly', center: { lat: 53.59, lng: -2 }, zoom: 5.5 });
  });

  it('on a phone the results are a plain list of cards, one under another, with no dots; the map, when asked for, starts on the narrow view', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    try {
      // Decision 0347: on a phone the map waits for Show map; the list is there without it.
      renderSearch(<VenueSearch venues={venues} onSelectVenue={() => undefined} card={cardOptions} />);
      expect(screen.getByText('The map shows the same venues as the list below.')).toBeInTheDocument();
      expect(screen.queryByTestId('map')).not.toBeInTheDocument();
      expect(screen.queryByText('Loading map')).not.toBeInTheDocument();
      expect(resultNames()).toHaveLength(venues.length);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Show map' }));
      expect(await screen.findByTestId('map')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Show map' })).not.toBeInTheDocument();
      expect(screen.getByTestId('map').closest('[tabindex="-1"]')).toHaveFocus();
      await search('LS6');
      await screen.findByText('2 venues within 5 miles of LS6');

      // Decision 0021: a list with an item per venue, read in order; nothing scrolls sideways and no dots count it.
      const list = screen.getByRole('list', { name: 'Venues' });
      const items = within(list).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      expect(list).not.toHaveStyle({ overflowX: 'auto' });
      expect(list).toHaveStyle({ display: 'grid' });
      expect(screen.queryByTestId('swiper-dots')).not.toBeInTheDocument();
      const [nearest] = items;
      expect(within(nearest!).getByRole('heading', { level: 3 })).toHaveTextContent('Leeds North');
      expect(within(nearest!).getByText(/^\d+\.\d miles$/)).toBeInTheDocument();
      expect(
        within(nearest!).getByText('1 Leeds North Road, Leeds, LS1 1AA', { selector: 'address' }),
      ).toBeInTheDocument();
      expect(
        within(nearest!).getByRole('button', { name: 'Select and continue with Leeds North' }),
      ).toBeInTheDocument();
      expect(map.props?.initialView).toEqual({ center: { lat: 54.8, lng: -2.75 }, zoom: 4.92 });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('starts the map only when its area comes on screen (decision 0904), the list meanwhile', async () => {
    const observers: { callback: IntersectionObserverCallback; margin?: string }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, margin: options?.rootMargin });
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      renderSearch(<VenueSearch venues={venues} onSelectVenue={() => undefined} card={cardOptions} />);
      expect(screen.getByText('Loading map')).toBeInTheDocument();
      expect(screen.queryByTestId('map')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Use my location' })).toBeInTheDocument();
      expect(observers).toHaveLength(1);
      expect(observers[0]!.margin).toBe('0px');

      act(() => observers[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never));
      expect(await screen.findByTestId('map')).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('while the venues load: the controls in place, the header saying so, no list yet', async () => {
    renderSearch(<VenueSearch venues={[]} loading onSelectVenue={() => undefined} card={cardOptions} />);
    await screen.findByTestId('map');
    expect(status()).toHaveTextContent('Loading venues');
    expect(screen.getByRole('textbox', { name: 'Search town, postcode or venue name' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Venues' })).not.toBeInTheDocument();
  });

  it('names venues as the front end does', async () => {
    renderSearch(
      <VenueSearch
        venues={venues}
        onSelectVenue={() => undefined}
        card={cardOptions}
        wording={{ one: 'centre', many: 'centres' }}
      />,
    );
    await screen.findByTestId('map');
    expect(status()).toHaveTextContent('6 centres');
    expect(screen.getByRole('search', { name: 'Centres' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search town, postcode or centre name' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Centres' })).toBeInTheDocument();
  });
});
