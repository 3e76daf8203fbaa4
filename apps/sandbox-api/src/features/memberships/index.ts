import type { SandboxFeature } from '../feature.ts';
import { membershipTypeRoutes } from './routes/membershipTypeRoutes.ts';
import { changeRoutes } from './routes/changeRoutes.ts';
import { questionRoutes } from './routes/questionRoutes.ts';
import { termsRoutes } from './routes/termsRoutes.ts';
import { myMembershipsRoutes } from './routes/myMembershipsRoutes.ts';
import { seedMemberships } from './seed/membershipsSeed.ts';

/** Membership types, costs, promotions, change costs, custom questions, membership terms, members' memberships. */
export const membershipsFeature: SandboxFeature = {
  name: 'memberships',
  routes: [...membershipTypeRoutes, ...changeRoutes, ...questionRoutes, ...termsRoutes, ...myMembershipsRoutes],
  seed: seedMemberships,
};
