import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MouseEvent } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@leisure/app-store/testing';
import { NavigationAnchor as Link } from '@leisure/ui';
import { RouterLinkProvider } from '../src/app/RouterLinkProvider.tsx';

// The kit's links navigate inside the app as React Router's <Link> did, without its prefetching (decision 0032).
type ClickHandler = (event: MouseEvent<HTMLAnchorElement>) => void;

function Home({ onClick }: { onClick?: ClickHandler }) {
  return (
    <>
      <h1>Home</h1>
      <Link href="/basket?step=2#pay" onClick={onClick}>
        Basket
      </Link>
      <Link href="/basket" target="_blank">
        Basket in a new tab
      </Link>
    </>
  );
}

function renderHome(onClick?: ClickHandler) {
  return renderApp(
    () => (
      <BrowserRouter>
        <RouterLinkProvider>
          <Routes>
            <Route path="/" element={<Home onClick={onClick} />} />
            <Route path="/basket" element={<h1>Your basket</h1>} />
          </Routes>
        </RouterLinkProvider>
      </BrowserRouter>
    ),
    '/',
  );
}

describe('the router link', () => {
  it('has the path as its href and navigates without a page load', async () => {
    const onClick = vi.fn();
    renderHome(onClick);
    const link = await screen.findByRole('link', { name: 'Basket' });
    expect(link).toHaveAttribute('href', '/basket?step=2#pay');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledOnce();
    expect(await screen.findByRole('heading', { name: 'Your basket' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/basket?step=2#pay');
  });

  it('leaves a click that its own handler prevented to the page', async () => {
    renderHome((event) => event.preventDefault());
    await userEvent.click(await screen.findByRole('link', { name: 'Basket' }));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('leaves another target to the browser', async () => {
    renderHome();
    const link = await screen.findByRole('link', { name: 'Basket in a new tab' });
    expect(link).toHaveAttribute('target', '_blank');
    await userEvent.click(link);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});
