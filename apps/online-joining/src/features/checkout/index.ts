export { CheckoutPage } from './components/CheckoutPage.tsx';
