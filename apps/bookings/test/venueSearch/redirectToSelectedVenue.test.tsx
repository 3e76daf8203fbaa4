import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAuthCookies } from '@leisure/auth';
import { renderApp } from '@leisure/app-store/testing';
import { expireAllCookies } from '@leisure/test-support';
import { BookingsApp } from '../../src/index.ts';
import { useSandbox } from '../support/sandboxApi.ts';

const cookies = createAuthCookies({ domain: undefined, secure: false });

afterEach(() => expireAllCookies(document));

describe('/redirect-to-selected-venue', () => {
  useSandbox();

  it("goes on to the remembered venue's page", async () => {
    cookies.writeVenue('bath-sports');
    renderApp(BookingsApp, '/redirect-to-selected-venue');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bath Sports & Leisure' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/location/bath-sports');
  });

  it.each([
    ['no venue is remembered', undefined],
    ['the cookie holds no venue slug', '../../evil'],
  ])('goes home when %s', async (_case, cookie) => {
    if (cookie) cookies.writeVenue(cookie);
    renderApp(BookingsApp, '/redirect-to-selected-venue');
    expect(await screen.findByRole('heading', { level: 1, name: 'Book an activity' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });
});
