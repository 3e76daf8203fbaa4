/** One page Lighthouse measures: a front end's entry route, on its own sub-domain. */
export interface PerfRoute {
  /** Short name for the printed line and the report files. */
  name: string;
  url: string;
}

/**
 * Each front end's entry route, and the joining venue page (issue 10): my-account's `/` redirects to `/login` when
 * logged out, so `/login` is measured directly. `origin('bookings')` gives `http://bookings.leisure.localhost:8080`.
 */
export function perfRoutes(origin: (label: string) => string, venueSlug: string): PerfRoute[] {
  return [
    { name: 'online-joining /', url: `${origin('online-joining')}/` },
    { name: `online-joining /centre/${venueSlug}`, url: `${origin('online-joining')}/centre/${venueSlug}` },
    { name: 'bookings /', url: `${origin('bookings')}/` },
    { name: 'my-account /login', url: `${origin('my-account')}/login` },
  ];
}

/** A file name for a route's reports: `online-joining-centre-bath-sports`. */
export const reportName = (route: PerfRoute) =>
  route.name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase() || 'root';
