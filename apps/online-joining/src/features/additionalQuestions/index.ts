export {
  AdditionalDetailsSection,
  type AdditionalDetailsSectionProps,
} from './components/AdditionalDetailsSection.tsx';
export { LazyAdditionalDetailsSection } from './components/LazyAdditionalDetailsSection.tsx';
export { useMembershipQuestions, type MembershipQuestions } from './hooks/useMembershipQuestions.ts';
