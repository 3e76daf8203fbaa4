import { contract } from '@leisure/api-contract';
import { implement } from '../../http/implement.ts';
import { prepareCheckout } from './prepareCheckout.ts';
import { authorisePayment } from './authorisePayment.ts';
import { completeCheckout, payAtFrontOfHouse } from './completeCheckout.ts';

export const checkoutRoutes = [
  implement(contract.checkout.prepareCheckout, (context) => prepareCheckout(context)),
  implement(contract.checkout.authorisePayment, (context) => authorisePayment(context)),
  implement(contract.checkout.completeCheckout, (context) => completeCheckout(context)),
  implement(contract.checkout.payAtFrontOfHouse, (context) => payAtFrontOfHouse(context)),
];
