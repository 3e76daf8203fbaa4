import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredRoutes, FRONT_ENDS, routesOfApps } from '../appRoutes.ts';
import { routeInventory } from '../inventory.ts';
import type { RouteFacts } from '../routeFacts.ts';
import { perfRoutes, reportName } from '../routes.ts';

// The route inventory is every page (issue 24; docs/decisions/0035): a route added to a front end's AppRoutes.tsx
// without an entry, or an entry for a route no longer there, fails here.

const repoRoot = resolve(import.meta.dirname, '../../..');

const facts: RouteFacts = {
  tokens: { member: 'member-token', parent: 'parent-token', teacher: 'teacher-token' },
  venueSlug: 'leeds-city',
  centreSlug: 'bath-sports',
  classId: 7,
  register: { classId: 3, date: '2026-12-07' },
  membershipId: 11,
  paymentId: 12,
  creditId: 13,
  offerId: 14,
};

describe('the route inventory', () => {
  const declared = routesOfApps(repoRoot);

  it.each(FRONT_ENDS)('has an entry for every route %s declares, and none for a route it does not', (app) => {
    const inventoried = routeInventory.filter((entry) => entry.app === app).map((entry) => entry.route);
    expect(new Set(inventoried).size, 'one entry a route').toBe(inventoried.length);
    expect([...inventoried].sort()).toEqual([...declared[app]].sort());
  });

  it('measures every front end’s home for a visitor and for a member', () => {
    for (const app of FRONT_ENDS) {
      expect(routeInventory.find((entry) => entry.app === app && entry.route === '')?.audiences).toEqual([
        'visitor',
        'member',
      ]);
    }
  });

  it('gives each route and audience an address on its front end, and the session it is measured with', () => {
    const routes = perfRoutes((label) => `http://${label}.leisure.localhost:4080`, facts);
    expect(routes.length).toBe(routeInventory.reduce((sum, entry) => sum + entry.audiences.length, 0));
    expect(routes).toContainEqual({
      name: 'my-account /payments/12/receipt (member)',
      url: 'http://my-account.leisure.localhost:4080/payments/12/receipt',
      audience: 'member',
      token: 'member-token',
    });
    expect(routes).toContainEqual({
      name: 'bookings /location/leeds-city (visitor)',
      url: 'http://bookings.leisure.localhost:4080/location/leeds-city',
      audience: 'visitor',
    });
    expect(routes.find((route) => route.name.startsWith('bookings /teaching/classes/'))).toMatchObject({
      url: 'http://bookings.leisure.localhost:4080/teaching/classes/3/2026-12-07',
      token: 'teacher-token',
    });
    expect(new Set(routes.map(reportName)).size, 'a report file each').toBe(routes.length);
    expect(perfRoutes(() => '', facts, { only: 'online-joining /kiosk' }).map((route) => route.name)).toEqual([
      'online-joining /kiosk?centre=bath-sports (visitor)',
    ]);
  });
});

describe('declaredRoutes', () => {
  it('reads index and path routes, on one line or several, and leaves out the catch-all', () => {
    const source = `
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<Home />} />
          <Route path="venues" element={<Venues />} />
          <Route
            path="basket"
            element={<RequireAuth><Basket mode="index" /></RequireAuth>}
          />
          <Route element={<Page path="not-a-route" />} path="after-an-element" />
          {flag && <Route path="guest-passes" element={<GuestPasses />} />}
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>`;
    expect(declaredRoutes(source)).toEqual(['', 'venues', 'basket', 'after-an-element', 'guest-passes']);
  });

  it('refuses a route with child routes, whose paths it would have to join', () => {
    expect(() => declaredRoutes('<Route path="memberships"><Route path=":id" element={<X />} /></Route>')).toThrow(
      'Route "memberships" has child routes',
    );
  });
});
