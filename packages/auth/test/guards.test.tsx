import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { GuestOnly, loginUrlFor, RequireAuth, sessionStarted } from '../src/index.ts';
import { createAuthTestStore } from './support/authTestStore.ts';
import { LocationProbe } from './support/LocationProbe.tsx';
import { renderWithStore } from './support/renderWithStore.tsx';

function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LocationProbe name="Home" />} />
      <Route
        path="/login"
        element={
          <GuestOnly>
            <LocationProbe name="Log in" />
          </GuestOnly>
        }
      />
      <Route element={<RequireAuth />}>
        <Route path="/memberships" element={<LocationProbe name="Memberships" />} />
        <Route path="/bookings/upcoming" element={<LocationProbe name="Bookings" />} />
      </Route>
    </Routes>
  );
}

const shownLocation = () => screen.getByRole('status', { name: 'location' }).textContent;

function renderAt(route: string, { loggedIn }: { loggedIn: boolean }) {
  const { store } = createAuthTestStore();
  if (loggedIn) store.dispatch(sessionStarted({ token: 'a-token' }));
  return { store, ...renderWithStore(<AppRoutes />, store, route) };
}

describe('RequireAuth', () => {
  it('sends a visitor to /login with the path and query to come back to', () => {
    renderAt('/bookings/upcoming?page=2&sort=date', { loggedIn: false });
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    const location = new URL(shownLocation()!, 'http://app.test');
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('redirect')).toBe('/bookings/upcoming?page=2&sort=date');
  });

  it('shows the page to a logged-in user', () => {
    renderAt('/memberships', { loggedIn: true });
    expect(screen.getByRole('heading', { name: 'Memberships' })).toBeInTheDocument();
  });

  it('builds the log-in address with the query encoded', () => {
    expect(loginUrlFor({ pathname: '/memberships', search: '?a=1&b=2' })).toBe(
      '/login?redirect=%2Fmemberships%3Fa%3D1%26b%3D2',
    );
  });
});

describe('GuestOnly', () => {
  it('shows the log-in page to a visitor', () => {
    renderAt('/login?redirect=%2Fmemberships', { loggedIn: false });
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('sends a logged-in user to a safe redirect, query included', () => {
    renderAt(`/login?redirect=${encodeURIComponent('/bookings/upcoming?page=2')}`, { loggedIn: true });
    expect(screen.getByRole('heading', { name: 'Bookings' })).toBeInTheDocument();
    expect(shownLocation()).toBe('/bookings/upcoming?page=2');
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '%2F%2Fevil.example'])(
    'sends a logged-in user home instead of to %j',
    (redirect) => {
      renderAt(`/login?redirect=${encodeURIComponent(redirect)}`, { loggedIn: true });
      expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
      expect(shownLocation()).toBe('/');
    },
  );

  it('sends a logged-in user home when there is no redirect', () => {
    renderAt('/login', { loggedIn: true });
    expect(shownLocation()).toBe('/');
  });

  it('does not loop on a redirect to the log-in page itself', () => {
    renderAt(`/login?redirect=${encodeURIComponent('/login?redirect=/login')}`, { loggedIn: true });
    expect(shownLocation()).toBe('/');
  });
});
