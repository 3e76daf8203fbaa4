import type { SandboxFeature } from '../feature.ts';
import { siteRoutes } from './siteRoutes.ts';
import { seedSite } from './siteSeed.ts';
import { mountLogos } from './logoRoute.ts';
import { mountIllustrations } from './illustrationRoute.ts';

/** The operator, themes, footers and venues, with their logos and hero pictures. */
export const siteFeature: SandboxFeature = {
  name: 'site',
  routes: siteRoutes,
  seed: seedSite,
  mount: (app) => {
    mountLogos(app);
    mountIllustrations(app);
  },
};
export {
  findVenueById,
  findVenueBySlug,
  listVenues,
  venueRef,
  type VenueRef,
  type VenueRow,
} from './venueRepository.ts';
export { OPERATOR_NAME } from './siteSeed.ts';
export { insertIllustration } from './illustrationImages.ts';
export type { IllustrationScene } from './illustrations.ts';
