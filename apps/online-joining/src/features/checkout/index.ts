export { CheckoutPage } from './components/CheckoutPage.tsx';
export { OrderConfirmationPage } from './orderConfirmation/components/OrderConfirmationPage.tsx';
