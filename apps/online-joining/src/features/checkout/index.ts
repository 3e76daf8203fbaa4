export { CheckoutPage } from './components/CheckoutPage.tsx';
export { checkoutTermsApi, useListCheckoutTermsQuery } from './api/checkoutTermsApi.ts';
