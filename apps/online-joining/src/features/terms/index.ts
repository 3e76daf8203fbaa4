// The terms checkbox and dialog live in @leisure/form-kit: the registration form of bookings and my-account, and the
// checkout shell both front ends share (@leisure/payment/checkout), use them too.
export {
  isScrolledToEnd,
  READ_TOLERANCE_PX,
  TermsCheckbox,
  TermsModal,
  type TermsCheckboxProps,
  type TermsModalProps,
} from '@leisure/form-kit';
