export { YourDetailsSection, type YourDetailsSectionProps } from './components/YourDetailsSection.tsx';
export { passwordProblem, passwordRequirements } from './form/passwordGuidance.ts';
export { detailsMessages } from './form/registrationMessages.ts';
