import { routeInventory, type InventoryEntry } from './inventory.ts';
import type { Audience, RouteFacts } from './routeFacts.ts';

/** One page Lighthouse measures: an inventory route's address on its front end's sub-domain, for one audience. */
export interface PerfRoute {
  /** Short name for the printed line and the report files: `my-account /payments (member)`. */
  name: string;
  url: string;
  audience: Audience;
  /** The session the browser holds before the run (the `leisure_token` cookie); none for a visitor. */
  token?: string;
}

/**
 * Every inventory route for each of its audiences (docs/decisions/0035), in the inventory's order.
 * `origin('bookings')` gives `http://bookings.leisure.localhost:8080`; `only` keeps names containing it.
 */
export function perfRoutes(
  origin: (label: string) => string,
  facts: RouteFacts,
  { only, inventory = routeInventory }: { only?: string; inventory?: InventoryEntry[] } = {},
): PerfRoute[] {
  const routes = inventory.flatMap((entry) =>
    entry.audiences.map((audience) => {
      const path = entry.path(facts);
      return {
        name: `${entry.app} ${path} (${audience})`,
        url: `${origin(entry.app)}${path}`,
        audience,
        ...(audience === 'visitor' ? {} : { token: facts.tokens[audience] }),
      };
    }),
  );
  return only ? routes.filter((route) => route.name.includes(only)) : routes;
}

/** A file name for a route's reports: `my-account-payments-member`. */
export const reportName = (route: Pick<PerfRoute, 'name'>) =>
  route.name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase() || 'root';
