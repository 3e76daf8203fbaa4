import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FrontEndId } from '../src/crossApp/frontEnds.ts';
import { PageLayout } from '../src/page/PageLayout.tsx';
import { renderLayout } from './support/renderLayout.tsx';
import { useSandbox } from './support/sandboxApi.ts';

function renderPage(url: string, app: FrontEndId = 'bookings', loggedIn = false) {
  const onLogOut = vi.fn();
  renderLayout(
    <PageLayout
      logoUrl="https://cdn.example/logo.svg"
      loggedIn={loggedIn}
      basketCount={0}
      onLogOut={onLogOut}
      footer={<footer>Venue footer</footer>}
      sectionNav={<nav aria-label="Section">Section links</nav>}
    >
      <h1>Page heading</h1>
    </PageLayout>,
    { url, app },
  );
  return { onLogOut };
}

describe('PageLayout', () => {
  // A logged-in kiosk bar reads the basket (GET cart, docs/decisions/0024).
  useSandbox();

  it('frames the page: skip link first, header, section navigation, main and footer', () => {
    renderPage('/');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(document.body.querySelector('a')).toBe(skip);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Section' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Page heading' }));
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Venue footer');
  });

  it('embedded mode hides the header and footer', () => {
    renderPage('/?embedded=true');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('kiosk mode shows the kiosk bar instead of the header, and no footer (docs/product/modes.md D17)', () => {
    renderPage('/?kiosk=true&centre=riverside');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    // The kiosk bar's own basket (docs/decisions/0024), not the header's badge.
    expect(screen.getByRole('link', { name: 'Basket 0 items' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Kiosk Home' })).toHaveAttribute(
      'href',
      `http://online-joining.leisure.localhost:${window.location.port}/kiosk?kiosk=true&centre=riverside`,
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('the kiosk bar logs out a customer', async () => {
    const { onLogOut } = renderPage('/?kiosk=true', 'bookings', true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogOut).toHaveBeenCalledTimes(1);
  });

  it('on online joining the kiosk bar goes Home within the app', () => {
    renderPage('/?kiosk=true&centre=riverside', 'onlineJoining');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/kiosk');
  });
});
