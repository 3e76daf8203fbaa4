export {
  allCompleted,
  displayedSections,
  isSectionId,
  nextSection,
  reachableSection,
  sectionHeadings,
  sectionIds,
  sectionNumber,
  type SectionConditions,
  type SectionId,
} from './sections/sectionFlow.ts';
export {
  bankDetailsEntered,
  billingDayChanged,
  categoryFilterChanged,
  centreChosen,
  healthCommitmentAgreed,
  initialJoiningState,
  injectedJoiningSlice,
  joiningCleared,
  joiningRestored,
  joiningSlice,
  membershipChosen,
  membershipReset,
  membershipTermsAgreed,
  paymentTypeFilterChanged,
  promotionApplied,
  sectionCompleted,
  selectJoining,
  showIneligibleChanged,
  startDateChanged,
  type BankDetailsDraft,
  type JoiningState,
  type PaymentTypeFilter,
} from './state/joiningSlice.ts';
export { joiningStorageKey, useJoiningPersistence } from './hooks/useJoiningPersistence.ts';
export { JoiningPage } from './components/JoiningPage.tsx';
export { JoiningBreadcrumbs } from './components/JoiningBreadcrumbs.tsx';
export { journeyColumns } from './components/journeyColumns.ts';
// The journey's paths: kept in the site flags, and where a kiosk visit ends. Here rather than in the kiosk feature
// because the app's layout needs them on every page (the kiosk bar's Log out) and the kiosk loads later.
export { withSiteFlags } from './paths/siteFlagsPath.ts';
export { isVisitEnded, visitEndNavigation } from './paths/kioskVisitEnd.ts';
// Checkout lists and pays for the cart the journey fills, and its confirmation shows the same fee lines.
export { JoiningCartSummary } from './cart/components/JoiningCartSummary.tsx';
export { useJoiningCustomer } from './cart/hooks/useJoiningCustomer.ts';
export { FeeLines } from './paymentSummary/components/feeLines.ts';
