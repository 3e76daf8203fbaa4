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

// Online payment
export {
  initialOnlinePaymentState,
  MAX_PREPARES,
  selectOnlinePayment,
  type OnlinePaymentState,
  type PaymentCall,
} from './online/onlinePaymentState.ts';
export {
  cartReloaded,
  injectedOnlinePaymentSlice,
  onlinePaymentReducer,
  onlinePaymentReset,
  onlinePaymentSlice,
  scaCompleted,
  type ScaCompleted,
} from './online/onlinePaymentSlice.ts';
export {
  authorisePayment,
  completePayment,
  payAtFrontOfHouse,
  preparePayment,
  submitFreeOrder,
} from './online/paymentThunks.ts';
export type {
  AuthoriseRequest,
  CompleteRequest,
  FrontOfHouseRequest,
  PrepareRequest,
} from './online/paymentRequests.ts';
export {
  tokenisePreparedCard,
  type ProviderResult,
  type TokeniseRefusal,
  type TokeniseRequest,
} from './online/tokenisePreparedCard.ts';
export { activatePreparedSavedCard, type SavedCardActivationRequest } from './online/activatePreparedSavedCard.ts';
export type { PaymentFailure, PaymentToastMeta } from './online/paymentThunk.ts';
export { browserDetails, type BrowserDetails } from './online/browserDetails.ts';
export { payButtonState, type PayButtonInput, type PayButtonState } from './online/payButton.ts';
export {
  ORDER_FAILED_MESSAGE,
  PAYMENT_FAILED_MESSAGE,
  PAYMENT_UNCONFIRMED_MESSAGE,
  PAYMENT_TOAST_MS,
  PREPARE_FAILED_MESSAGE,
} from './online/paymentMessages.ts';

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
export { useCardProvider } from './checkout/useCardProvider.ts';
export { useCardSession } from './checkout/useCardSession.ts';
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
