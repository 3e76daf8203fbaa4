import type { SandboxFeature } from '../feature.ts';
import { siteRoutes } from './siteRoutes.ts';
import { seedSite } from './siteSeed.ts';
import { mountLogos } from './logoRoute.ts';

/** The operator, themes, footers and venues. */
export const siteFeature: SandboxFeature = { name: 'site', routes: siteRoutes, seed: seedSite, mount: mountLogos };
export {
  findVenueById,
  findVenueBySlug,
  listVenues,
  venueRef,
  type VenueRef,
  type VenueRow,
} from './venueRepository.ts';
export { OPERATOR_NAME } from './siteSeed.ts';
