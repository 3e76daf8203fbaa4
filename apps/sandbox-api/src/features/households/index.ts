import type { SandboxFeature } from '../feature.ts';
import { householdRoutes } from './householdRoutes.ts';
import { staffHouseholdRoute } from './staffHouseholdRoute.ts';
import { seedHouseholds } from './householdSeed.ts';

/**
 * Households (docs/decisions/0313-households.md): a payer, the adults they invited by code and the children they
 * added. What a household grants (booking for each other, seeing each other, the payer's credit) is asked of
 * householdLinks here by activities, the basket, the waiting list and the calendar feed.
 */
export const householdsFeature: SandboxFeature = {
  name: 'households',
  routes: [...householdRoutes, staffHouseholdRoute],
  seed: seedHouseholds,
};

export {
  bookableFor,
  childrenInCareOf,
  creditPayerFor,
  householdIds,
  householdLinkOf,
  mayActFor,
} from './householdLinks.ts';
