// Money
export { DEFAULT_CURRENCY_SYMBOL, formatMoney } from './money/formatMoney.ts';

// Offline tenders (front of house)
export { afterCartRemoval, setOfflinePayment, syncOfflinePayments, TENDER_TYPES } from './offline/offlinePayments.ts';
export {
  initialOfflinePaymentsState,
  injectedOfflinePaymentsSlice,
  offlinePaymentsCleared,
  offlinePaymentSet,
  offlinePaymentsReducer,
  offlinePaymentsSlice,
  offlinePaymentsSynced,
  removedFromCart,
  selectOfflinePayments,
  selectOfflinePaymentsCart,
  type OfflinePaymentsState,
} from './offline/offlinePaymentsSlice.ts';

// Online payment: the card payment's state machine (decision 0011) and the flow that drives it
export {
  cardProviderOf,
  initialPaymentState,
  MAX_PREPARES,
  onlinePaymentReset,
  ORDER_FAILED_MESSAGE,
  PAYMENT_FAILED_MESSAGE,
  PAYMENT_TOAST_MS,
  PAYMENT_UNCONFIRMED_MESSAGE,
  paymentAnswerAwaited,
  paymentBusy,
  paymentView,
  PREPARE_FAILED_MESSAGE,
  selectOnlinePayment,
  type AuthoriseRequest,
  type CardProvider,
  type CardRefusal,
  type CheckoutPaymentView,
  type CompleteRequest,
  type PaymentFailure,
  type PaymentPhase,
  type PaymentState,
  type PrepareRequest,
  type ScaCompleted,
} from './online/paymentMachine.ts';
export {
  payByCard,
  payBySavedCard,
  preparePayment,
  settleWithBank,
  submitFreeOrder,
  type CardPayment,
  type PaymentContext,
  type PaymentOutcome,
  type PaymentThunk,
  type SavedCardPayment,
} from './online/paymentFlow.ts';
export { payButtonState, type PayButtonInput, type PayButtonState } from './online/payButton.ts';

// Card provider
export { CardProviderLoadError, loadCardProvider } from './provider/loadCardProvider.ts';
export {
  tokeniseCard,
  type CardToTokenise,
  type ProviderCardField,
  type TokeniseOutcome,
} from './provider/tokeniseCard.ts';
export { activateSavedCard, type ActivationOutcome } from './provider/activateSavedCard.ts';
export type { CardProviderApi, ProviderCardDetails } from './provider/cardProviderTypes.ts';

// Card forms
export { CardForm, type CardFormHandle, type CardFormProps } from './cardForm/CardForm.tsx';
export {
  SAVED_CARD_EXPIRED_MESSAGE,
  SAVED_CARD_NOTICE,
  SavedCardForm,
  type SavedCardFormProps,
  type SavedCardFormValues,
} from './cardForm/SavedCardForm.tsx';
export { CARD_FIELDS, cardFormMessages, emptyCardForm, type CardFormValues } from './cardForm/cardFormRules.ts';
export {
  brandOf,
  cardDigits,
  isValidExpiry,
  isValidSecurityCode,
  passesLuhn,
  TEST_SECURITY_CODE,
  validCardBrand,
  type CardBrand,
} from '@leisure/api-contract/browser';

// 3-D Secure
export {
  THREE_D_SECURE_FRAME_HEIGHT,
  THREE_D_SECURE_RETRY_AFTER_MS,
  THREE_D_SECURE_TITLE,
  ThreeDSecureFrame,
  type ThreeDSecureFrameProps,
} from './threeDSecure/ThreeDSecureFrame.tsx';
export { scaCompletedFrom } from './threeDSecure/scaMessage.ts';

// Checkout building blocks (online joining's /checkout and the bookings basket's, decision 0350)
export {
  cardAuthorisation,
  prepareRequestOf,
  savedCardAuthorisation,
  type CheckoutOrder,
  type SavedCardBilling,
} from './checkout/checkoutRequests.ts';
export { useCheckoutPayment, type CheckoutPaymentOptions } from './checkout/useCheckoutPayment.ts';
export {
  CARD_FORM_ID,
  PaymentMethod,
  SAVED_CARD_FORM_ID,
  type PaymentMethodChoice,
  type PaymentMethodProps,
} from './checkout/PaymentMethod.tsx';
export { PayButton, type PayButtonProps } from './checkout/PayButton.tsx';
export { PaymentAreaHeading } from './checkout/PaymentAreaHeading.tsx';
export { ThreeDSecureStep } from './checkout/ThreeDSecureStep.tsx';
export { billingFromProfile } from './checkout/billingFromProfile.ts';
