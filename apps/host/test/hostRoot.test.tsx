import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadHostRoot } from '../src/HostRoot.tsx';

describe('the host root', () => {
  it('shows the not-found screen, with the way home, on a host that serves no front end', async () => {
    const HostRoot = await loadHostRoot(undefined);
    render(<HostRoot />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });

  it('renders its first screen without suspending: the app has loaded before the first render', async () => {
    const HostRoot = await loadHostRoot(undefined);
    render(<HostRoot />);
    // Synchronously there, with no await: nothing was left to load behind a Suspense boundary.
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
