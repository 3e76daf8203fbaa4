// '@leisure/layout/detailsForm': the data-field details form of a logged-in customer, my-account's My details and
// online joining's "Your details" (decision 0012). Loaded with the pages that show it, never in a first load.
export { DetailsForm, type DetailsFormProps } from './DetailsForm.tsx';
export { saveFailureTitles, useSaveFailure } from './useSaveFailure.ts';
