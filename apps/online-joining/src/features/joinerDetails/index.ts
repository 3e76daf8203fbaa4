export { YourDetailsSection, type YourDetailsSectionProps } from './components/YourDetailsSection.tsx';
// The registration form and its parts live in @leisure/auth/registration (bookings' and my-account's /register too).
export { detailsMessages, passwordProblem, passwordRequirements } from '@leisure/auth/registration';
