// Generated from src/contract.ts by `pnpm --filter @leisure/api-contract run routes`: do not edit by hand.
// The site endpoints as front ends call them (zod-free, decision 0903).
import type { ContractRoutes } from '../routeTypes.ts';

export const siteRoutes: ContractRoutes['site'] = {
  getTheme: { id: 'getTheme', method: 'GET', path: '/frontend/theme' },
  getClient: { id: 'getClient', method: 'GET', path: '/client' },
  getFooter: { id: 'getFooter', method: 'GET', path: '/activities/footer' },
  listVenues: { id: 'listVenues', method: 'GET', path: '/activities/venues' },
  getVenue: { id: 'getVenue', method: 'GET', path: '/activities/venues/{venue}' },
  listJoiningVenues: { id: 'listJoiningVenues', method: 'GET', path: '/venues/online-joining' },
  getJoiningVenue: { id: 'getJoiningVenue', method: 'GET', path: '/venues/online-joining/{venue}' },
};
