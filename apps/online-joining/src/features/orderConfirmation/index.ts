export { OrderConfirmationPage } from './components/OrderConfirmationPage.tsx';
