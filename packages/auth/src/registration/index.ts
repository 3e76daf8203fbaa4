// '@leisure/auth/registration': the registration form and the data-field form parts joining's details forms share
// (docs/product/joining.md §2 section 3, docs/product/bookings.md D25). Loaded with the pages that show them.
export { RegistrationForm, type RegistrationFormProps } from './RegistrationForm.tsx';
export { DataFieldGroups, type DataFieldGroupsProps } from './DataFieldGroups.tsx';
export { LoadFailure } from './LoadFailure.tsx';
export { PasswordFields, type PasswordFieldsProps } from './PasswordFields.tsx';
export { PasswordChecklist } from './PasswordChecklist.tsx';
export { TermsAgreement, type TermsAgreementProps } from './TermsAgreement.tsx';
export { dataFieldGroups, dataFieldQuestion, fieldNamesByPath, type DataFieldGroup } from './dataFieldQuestions.ts';
export { detailsFormOptions } from './detailsFormOptions.ts';
export { passwordProblem, passwordRequirements, repeatPasswordMessages } from './passwordGuidance.ts';
export { accountFieldNames, detailsMessages, registrationFieldFor } from './registrationMessages.ts';
export { useDataFieldGroups } from './useDataFieldGroups.ts';
export { useDetailsFailure, type DetailsFailure } from './useDetailsFailure.ts';
