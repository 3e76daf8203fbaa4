import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme.tsx';
import { ConnectionLostContext } from './connectionContext.ts';
import { FullPageError } from './FullPageError.tsx';
import { MaintenanceScreen } from './MaintenanceScreen.tsx';
import { NotFound } from './NotFound.tsx';

describe('NotFound (docs/product/platform.md D2) and FullPageError (D3)', () => {
  it.each([
    ['NotFound', <NotFound />, 'Page not found', 'The page you are looking for does not exist.'],
    ['FullPageError', <FullPageError />, 'Something has gone wrong', 'This page failed to load.'],
  ])('%s says what happened and offers Go home to /', (_name, page, heading, text) => {
    renderWithTheme(page);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });

  it('NotFound is not the main landmark inside the app', () => {
    renderWithTheme(<NotFound />);
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('NotFound is the main landmark when it stands in for the whole app', () => {
    renderWithTheme(<NotFound standalone />);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Page not found' }));
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

describe('FullPageError with no connection (docs/decisions/0037)', () => {
  it('says the person appears to be offline, with Try again, when the last call got no answer', () => {
    renderWithTheme(
      <ConnectionLostContext.Provider value={true}>
        <FullPageError />
      </ConnectionLostContext.Provider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'You appear to be offline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something has gone wrong' })).not.toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });
});
