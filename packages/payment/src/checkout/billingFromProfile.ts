import type { User } from '@leisure/api-contract/browser';

/**
 * The billing details the customer's profile already holds: the card form starts with them, and a saved card (which
 * needs only its security code) is paid with them.
 */
export function billingFromProfile(user: User | null) {
  return {
    billingFirstName: user?.firstName ?? '',
    billingLastName: user?.lastName ?? '',
    billingAddressLineOne: user?.addressLine1 ?? '',
    billingAddressLineTwo: user?.addressLine2 ?? '',
    billingCity: user?.town ?? '',
    billingPostcode: user?.postcode ?? '',
  };
}
