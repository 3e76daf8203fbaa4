export { CostBreakdown, costLines } from './components/CostBreakdown.tsx';
export { DatesSection, type DatesChoice, type DatesSectionProps } from './components/DatesSection.tsx';
export { useMembershipCosts, type MembershipCostsInput } from './hooks/useMembershipCosts.ts';
export { effectiveStartDate, ordinal, startDateBounds, type StartDateBounds, ukIsoDate } from './startDateRules.ts';
