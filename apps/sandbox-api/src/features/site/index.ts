import type { SandboxFeature } from '../feature.ts';
import { siteRoutes } from './siteRoutes.ts';
import { seedSite } from './siteSeed.ts';
import { mountLogos } from './logoRoute.ts';
import { mountIllustrations } from './illustrationRoute.ts';
import { mountWebAppIcons } from './webAppIconRoute.ts';

/** The operator, themes, footers and venues, with their logos and hero pictures, and the front ends' app icons. */
export const siteFeature: SandboxFeature = {
  name: 'site',
  routes: siteRoutes,
  seed: seedSite,
  mount: (app, services) => {
    mountLogos(app);
    mountIllustrations(app);
    mountWebAppIcons(app, services);
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
