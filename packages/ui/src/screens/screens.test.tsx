import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme.tsx';
import { FullPageError } from './FullPageError.tsx';
import { MaintenanceScreen } from './MaintenanceScreen.tsx';
import { NotFound } from './NotFound.tsx';

describe('NotFound (docs/product/platform.md D2)', () => {
  it('says the page does not exist and offers Go home to /', () => {
    renderWithTheme(<NotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('is the main landmark when it stands in for the whole app', () => {
    renderWithTheme(<NotFound standalone />);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Page not found' }));
  });
});

describe('FullPageError (docs/product/platform.md D3)', () => {
  it('says the page failed to load and offers Go home', () => {
    renderWithTheme(<FullPageError />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something has gone wrong' })).toBeInTheDocument();
    expect(screen.getByText('This page failed to load.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });
});

describe('MaintenanceScreen (docs/product/platform.md §2)', () => {
  it('is a page of its own saying the site is down for planned maintenance', () => {
    renderWithTheme(<MaintenanceScreen />);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unable to access the site due to planned maintenance' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
