import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HostRoot } from '../src/HostRoot.tsx';

describe('HostRoot', () => {
  it('shows the not-found screen, with the way home, on a host that serves no front end', async () => {
    render(<HostRoot app={undefined} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });
});
