import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { basketText } from '../src/kiosk/KioskBar.tsx';
import { PageBreadcrumbs } from '../src/page/PageBreadcrumbs.tsx';
import { PageLayout } from '../src/page/PageLayout.tsx';
import { renderLayout } from './support/renderLayout.tsx';

// The kiosk's tablet layout (issue 23, docs/decisions/0024): the kiosk bar carries the basket (count and total, to the
// basket, as the header's does: decision 0902), and a kiosk page has no breadcrumb trail to wander off by.
function renderKioskPage() {
  renderLayout(
    <PageLayout logoUrl={undefined} loggedIn={false} basketCount={0} onLogOut={() => {}} footer={null}>
      <PageBreadcrumbs items={[{ label: 'Venues', href: '/' }, { label: 'Leeds City Leisure Centre' }]} />
      <h1>Leeds City Leisure Centre</h1>
    </PageLayout>,
    { url: '/location/leeds-city?kiosk=true&centre=leeds-city', app: 'bookings' },
  );
}

describe('the kiosk layout', () => {
  it.each([
    [2, '£12.50', 'Basket 2 items, £12.50'],
    [1, '£5.00', 'Basket 1 item, £5.00'],
    [0, '£0.00', 'Basket 0 items'],
    [1, null, 'Basket 1 item'],
  ])('the kiosk bar reads the basket: %i item(s), total %s', (count, total, text) => {
    expect(basketText(count, total)).toBe(text);
  });

  it('the kiosk bar links to the basket, its count in its name', () => {
    renderKioskPage();
    expect(screen.getByRole('link', { name: 'Basket 0 items' })).toHaveAttribute('href', '/basket');
  });

  it('leaves the breadcrumb trail out', () => {
    renderKioskPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Leeds City Leisure Centre' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /breadcrumb/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Venues' })).not.toBeInTheDocument();
  });
});
