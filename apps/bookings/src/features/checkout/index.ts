export { CheckoutRoute } from './components/CheckoutRoute.tsx';
