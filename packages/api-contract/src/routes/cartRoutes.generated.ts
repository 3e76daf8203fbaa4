// Generated from src/contract.ts by `pnpm --filter @leisure/api-contract run routes`: do not edit by hand.
// The cart endpoints as front ends call them (zod-free, decision 0903).
import type { ContractRoutes } from '../routeTypes.ts';

export const cartRoutes: ContractRoutes['cart'] = {
  getCart: { id: 'getCart', method: 'GET', path: '/cart' },
  discardCart: { id: 'discardCart', method: 'DELETE', path: '/cart' },
  addToCart: { id: 'addToCart', method: 'POST', path: '/cart/add' },
  removeFromCart: { id: 'removeFromCart', method: 'POST', path: '/cart/remove' },
  updateCartItem: { id: 'updateCartItem', method: 'PUT', path: '/cart/{cartItemId}' },
  removeCartBenefit: { id: 'removeCartBenefit', method: 'DELETE', path: '/activities/benefit/remove/{cartItemId}' },
  removeCartPackageUsage: { id: 'removeCartPackageUsage', method: 'DELETE', path: '/activities/package/remove/{cartItemId}' },
  extendCartHolds: { id: 'extendCartHolds', method: 'POST', path: '/cart/extend-holds' },
  setCartPayment: { id: 'setCartPayment', method: 'POST', path: '/cart/payments' },
};
