import { act, screen } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  selectSessionFlags,
  sessionFlagsFromQuery,
  sessionFlagsQuery,
  useAppSelector,
  useSessionFlagsFromUrl,
} from '../src/index.ts';
import { renderWithProviders } from '../src/testing/index.ts';

describe('sessionFlagsFromQuery (docs/product/modes.md D16)', () => {
  it.each([
    ['?kiosk=true&embedded=true&centre=leeds-central', { kiosk: true, embedded: true, centre: 'leeds-central' }],
    ['?kiosk=false', { kiosk: false }],
    ['?kiosk=1&embedded=yes', {}],
    ['?centre=Leeds%20Central', {}],
    ['?centre=..%2Fadmin', {}],
    ['?centre=', {}],
    ['', {}],
    // Read decoded, as the web server's first-screen map reads the names too (docs/decisions/0905).
    ['?%6Biosk=true', { kiosk: true }],
    ['?k%69%6fsk=true&%65mbedded=true', { kiosk: true, embedded: true }],
    ['?%4Biosk=true', {}],
    ['?kiosk%3Dtrue', {}],
  ])('%j sets %j', (search, expected) => {
    expect(sessionFlagsFromQuery(search)).toEqual(expected);
  });

  it('writes the flags that are on for links to another sub-domain', () => {
    expect(sessionFlagsQuery({ kiosk: true, embedded: false, centre: 'leeds-central' }).toString()).toBe(
      'kiosk=true&centre=leeds-central',
    );
    expect(sessionFlagsQuery({ kiosk: false, embedded: true, centre: null }).toString()).toBe('embedded=true');
  });
});

function FlagsPage() {
  useSessionFlagsFromUrl();
  const flags = useAppSelector(selectSessionFlags);
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="flags">{JSON.stringify(flags)}</output>
      <button onClick={() => navigate('/basket')}>Basket</button>
      <button onClick={() => navigate('/kiosk?kiosk=true&centre=bristol-harbourside')}>Kiosk</button>
    </>
  );
}

describe('session flags in the store', () => {
  it('stick across in-app navigation without them, and change when a URL sets them', () => {
    const { store } = renderWithProviders(<FlagsPage />, { route: '/?embedded=true' });
    const flags = () => JSON.parse(screen.getByRole('status', { name: 'flags' }).textContent!);
    expect(flags()).toEqual({ kiosk: false, embedded: true, centre: null });

    act(() => screen.getByRole('button', { name: 'Basket' }).click());
    expect(flags()).toEqual({ kiosk: false, embedded: true, centre: null });
    const unchanged = store.getState().session;

    act(() => screen.getByRole('button', { name: 'Kiosk' }).click());
    expect(flags()).toEqual({ kiosk: true, embedded: true, centre: 'bristol-harbourside' });
    expect(store.getState().session).not.toBe(unchanged);
  });
});

describe('the address the app opened with', () => {
  it('is not applied again after the store read it: only later navigations change the flags', () => {
    // As the kiosk home's store starts: kiosk from its path, whatever its query says (decision 0916).
    const { store } = renderWithProviders(<FlagsPage />, {
      route: '/?kiosk=false&centre=bath-sports',
      preloadedState: { session: { kiosk: true, embedded: false, centre: 'bath-sports' } },
    });
    expect(store.getState().session).toEqual({ kiosk: true, embedded: false, centre: 'bath-sports' });

    act(() => screen.getByRole('button', { name: 'Kiosk' }).click());
    expect(store.getState().session).toEqual({ kiosk: true, embedded: false, centre: 'bristol-harbourside' });
  });
});
