export {
  listMemberships,
  membershipCategories,
  paymentTypeLabels,
  type ListedMembership,
  type MembershipFilters,
  type PaymentTypeChoice,
} from './membershipFilters.ts';
export { paymentTypeFromSlug } from './paymentTypeSlug.ts';
export { MembershipFilterBar, type MembershipFilterBarProps } from './components/MembershipFilterBar.tsx';
export { MembershipList, type MembershipListProps } from './components/MembershipList.tsx';
export { paymentDuration } from './components/membershipWords.ts';
