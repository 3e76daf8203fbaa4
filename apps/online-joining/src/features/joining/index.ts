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
