import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';

describe('Breadcrumbs', () => {
  it('is a labelled nav whose last crumb is the current page', () => {
    renderWithTheme(<Breadcrumbs items={[{ label: 'Bookings', href: '/bookings' }, { label: 'Upcoming' }]} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Bookings' })).toHaveAttribute('href', '/bookings');
    const current = within(nav).getByText('Upcoming');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Upcoming' })).not.toBeInTheDocument();
  });

  it('can start with a home icon link named in words', () => {
    renderWithTheme(<Breadcrumbs homeHref="/" items={[{ label: 'My details' }]} />);
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('href', '/');
    expect(home.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
