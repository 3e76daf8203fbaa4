export { TermsCheckbox, type TermsCheckboxProps } from './components/TermsCheckbox.tsx';
export { TermsModal, type TermsModalProps } from './components/TermsModal.tsx';
export { isScrolledToEnd, READ_TOLERANCE_PX } from './scrollPosition.ts';
