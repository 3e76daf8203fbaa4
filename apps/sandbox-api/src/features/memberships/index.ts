import type { SandboxFeature } from '../feature.ts';

/** Membership types, costs, promotions, change and renew, custom questions, membership terms, members' memberships. */
export const membershipsFeature: SandboxFeature = { name: 'memberships', routes: [] };
