export { OrderConfirmationRoute } from './components/OrderConfirmationRoute.tsx';
