export { YourDetailsSection, type YourDetailsSectionProps } from './components/YourDetailsSection.tsx';
export { joinerDetailsApi, useGetAccountTermsQuery, useGetDataFieldsQuery } from './api/joinerDetailsApi.ts';
export { passwordProblem, passwordRequirements } from './form/passwordGuidance.ts';
export { detailsMessages } from './form/registrationMessages.ts';
