export { TermsCheckbox, type TermsCheckboxProps } from './components/TermsCheckbox.tsx';
// The terms dialog lives in @leisure/form-kit: the registration form of bookings and my-account uses it too.
export { isScrolledToEnd, READ_TOLERANCE_PX, TermsModal, type TermsModalProps } from '@leisure/form-kit';
