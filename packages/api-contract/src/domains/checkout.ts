// Checkout: paying the online-joining cart or the bookings basket by card (prepare, authorise with 3-D Secure,
// complete), submitting a free order, and front-of-house payment with offline tenders (decisions 0500-0503).
import { defineEndpoint } from '../endpoint.ts';
import {
  authorisationSchema,
  authoriseBodySchema,
  checkoutPreparationSchema,
  completeBodySchema,
  completedOrderSchema,
  payAtFrontOfHouseBodySchema,
  prepareCheckoutQuerySchema,
} from './checkoutSchemas.ts';

export * from './checkoutSchemas.ts';

const checkoutErrors =
  '422 messages use the body keys (sessionKey, cardIdentifier, savedCardId, terms, completedWaivers, payments, ' +
  'transactionUuid, cart); 409 when the cart changed since the payment was authorised.';

export const checkoutEndpoints = {
  prepareCheckout: defineEndpoint({
    id: 'prepareCheckout',
    method: 'GET',
    path: '/checkout/prepare',
    tag: 'Checkout',
    summary: 'Starts a card payment: a merchant session key, the provider script and the saved card',
    description:
      'The session key is single use, expires after 400 seconds and dies after 3 failed tokenisations; the ' +
      'front end prepares again (up to 5 times) after a 401. 422 (`cart`) when nothing is due or the cart is empty. ' +
      'Staff serving a customer at the desk may send the offline tenders taken for the joining cart (`payments`, ' +
      '`cash:500,cheque:1000`): `amount_due` is then what is left for the card (422 `payments` when they cover it).',
    auth: 'customer',
    query: prepareCheckoutQuerySchema,
    response: checkoutPreparationSchema,
    errors: [403, 422],
  }),
  authorisePayment: defineEndpoint({
    id: 'authorisePayment',
    method: 'POST',
    path: '/checkout/authorise',
    tag: 'Checkout',
    summary: 'Authorises the card payment for what is due: authorised, sca_required (3-D Secure) or failed',
    description:
      'Once per session key: a repeat with the same key and card answers the same transaction. In test mode the ' +
      'cardholder name decides: CHALLENGE and NOTAUTH need 3-D Secure (NOTAUTH then fails), REJECT fails, any ' +
      `other name is authorised; a declined test card fails. ${checkoutErrors}`,
    auth: 'customer',
    body: authoriseBodySchema,
    response: authorisationSchema,
    errors: [403, 404, 409, 422],
  }),
  completeCheckout: defineEndpoint({
    id: 'completeCheckout',
    method: 'POST',
    path: '/checkout/complete',
    tag: 'Checkout',
    summary: 'Turns the cart into an order: after an authorised payment, or with no transaction when nothing is due',
    description:
      'Idempotent per transaction: the same transaction completes once and a repeat answers the same order. ' +
      `Without \`transaction_uuid\` it submits a free order (422 when something is due). ${checkoutErrors}`,
    auth: 'customer',
    body: completeBodySchema,
    response: completedOrderSchema,
    errors: [403, 404, 409, 422],
  }),
  payAtFrontOfHouse: defineEndpoint({
    id: 'payAtFrontOfHouse',
    method: 'POST',
    path: '/checkout/pay',
    tag: 'Checkout',
    summary: "Front of house: checks out a customer's basket or joining cart paid with offline tenders (staff only)",
    description:
      "`source: bookings` (the default): the basket's offline payments (cash, voucher, cheque, credit) must cover " +
      'the total and `payments` must match them (409 otherwise). `source: online-joining`: the selected ' +
      "customer's joining cart, paid by `payments` alone (they must cover what is due now); the membership is " +
      'created with source front-of-house, with a Direct Debit for a recurring option as online. A cart is paid ' +
      `once: paying again answers 422 (\`cart\`). ${checkoutErrors}`,
    auth: 'staff',
    body: payAtFrontOfHouseBodySchema,
    response: completedOrderSchema,
    errors: [403, 404, 409, 422],
  }),
};
