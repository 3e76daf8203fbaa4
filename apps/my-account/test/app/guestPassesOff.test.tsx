import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { logInAsDemoCustomer, renderApp } from '@leisure/app-store/testing';
import { MyAccountApp } from '../../src/index.ts';
import { useSandbox } from '../support/sandboxApi.ts';

// The operator has online guest passes off (VITE_FEATURE_ONLINE_GUEST_PASSES=false) for this whole file.
vi.mock('@leisure/config', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@leisure/config')>();
  const config = actual.getConfig();
  const withoutGuestPasses = { ...config, features: { ...config.features, onlineGuestPasses: false } };
  return { ...actual, getConfig: () => withoutGuestPasses };
});

useSandbox();

describe('online guest passes off (docs/product/account.md D26)', () => {
  it('/guest-passes is not found, for a visitor too (no log-in asked for)', async () => {
    renderApp(MyAccountApp, '/guest-passes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/guest-passes');
  });

  it('a customer finds Guest passes in neither menu nor among the dashboard cards, and its page is not found', async () => {
    await logInAsDemoCustomer();
    renderApp(MyAccountApp, '/');
    await screen.findByRole('heading', { level: 1, name: 'Hello, Sam' });
    const accountNav = screen.getByRole('navigation', { name: 'Account' });
    expect(within(accountNav).queryAllByRole('link', { name: 'Guest passes', hidden: true })).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Guest passes' })).not.toBeInTheDocument();
  });

  it('a customer who types /guest-passes sees not found', async () => {
    await logInAsDemoCustomer();
    renderApp(MyAccountApp, '/guest-passes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
