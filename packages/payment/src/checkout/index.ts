// '@leisure/payment/checkout': the one checkout both front ends show (decision 0012), loaded with their /checkout
// pages only, so nothing of it joins a first load.
export {
  CheckoutShell,
  TERMS_UNAVAILABLE,
  type CheckoutShellProps,
  type DeskCheckout,
  type OtherAgreements,
} from './CheckoutShell.tsx';
export { CheckoutTerms, checkoutTermId, type CheckoutTermsProps } from './CheckoutTerms.tsx';
export { CheckoutAgreements, CheckoutAlert } from './checkoutStyles.ts';
export { useCheckoutTerms } from './useCheckoutTerms.ts';
