import { screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { expect } from 'vitest';
import { renderApp } from './renderApp.tsx';

/**
 * Opens a front end's `/register` (docs/product/bookings.md D25) with `redirect`, and checks the page: its heading and
 * title, and its Log in link keeping the same redirect.
 */
export async function openRegisterPage(App: ComponentType, redirect: string): Promise<void> {
  renderApp(App, `/register?redirect=${encodeURIComponent(redirect)}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Brightwater Leisure | Create an account'));
  expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent(redirect)}`,
  );
}
