import type { SandboxFeature } from '../feature.ts';
import { membershipTypeRoutes } from './routes/membershipTypeRoutes.ts';
import { changeRoutes } from './routes/changeRoutes.ts';
import { questionRoutes } from './routes/questionRoutes.ts';
import { termsRoutes } from './routes/termsRoutes.ts';
import { myMembershipsRoutes } from './routes/myMembershipsRoutes.ts';
import { freezeRoutes } from './routes/freezeRoutes.ts';
import { cancellationRoutes } from './routes/cancellationRoutes.ts';
import { seedMemberships } from './seed/membershipsSeed.ts';

/** Membership types, costs, promotions, change costs, custom questions, membership terms, members' memberships. */
export const membershipsFeature: SandboxFeature = {
  name: 'memberships',
  routes: [
    ...membershipTypeRoutes,
    ...changeRoutes,
    ...questionRoutes,
    ...termsRoutes,
    ...myMembershipsRoutes,
    ...freezeRoutes,
    ...cancellationRoutes,
  ],
  seed: seedMemberships,
};

// What the joining cart (and other features) may use: checking and pricing a selection, changes and renewals.
export { checkSelection, type CheckedSelection, type SelectionMode } from './sales/selectionCheck.ts';
export { priceStoredSelection, type StoredSelection, type PricedSelection } from './sales/storedSelectionPricing.ts';
export { checkRenewal, type CheckedRenewal } from './sales/renewalCheck.ts';
export { membershipTypeSummary, questionStatus } from './sales/membershipSummary.ts';
export { loadChangeSubject } from './held/changeQuote.ts';
export { clearAnswers } from './questions/questionRepository.ts';
export { termsOfKind, cartHoldsRecurringMembership } from './terms/termsRepository.ts';
export { heldMembershipsOf, type HeldMembershipRecord } from './held/heldMembershipRepository.ts';
export { nextPaymentDate } from './held/membershipLifecycle.ts';
export { collectionAmountOn } from './held/collectionAmounts.ts';
export { guestPassEntitlementOf, type GuestPassEntitlement } from './held/guestPassAllowance.ts';
