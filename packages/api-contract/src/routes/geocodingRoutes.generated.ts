// Generated from src/contract.ts by `pnpm --filter @leisure/api-contract run routes`: do not edit by hand.
// The geocoding endpoints as front ends call them (zod-free, decision 0903).
import type { ContractRoutes } from '../routeTypes.ts';

export const geocodingRoutes: ContractRoutes['geocoding'] = {
  geocodePlaces: { id: 'geocodePlaces', method: 'GET', path: '/geocoding/v5/mapbox.places/{query}.json', envelope: false },
};
