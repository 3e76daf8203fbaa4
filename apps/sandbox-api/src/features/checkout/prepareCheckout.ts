import type { CartPayment, CheckoutPreparation, CheckoutSource } from '@leisure/api-contract';
import { ukToday } from '../../clock.ts';
import { transaction } from '../../db/database.ts';
import type { HandlerContext } from '../../http/context.ts';
import { invalidField } from '../../http/apiError.ts';
import { savedCardsOf } from '../account/index.ts';
import { issueSessionKey } from '../provider/index.ts';
import { payableCart, type PayableCart } from './payableCart.ts';
import { joiningCardShare } from './joiningTenders.ts';
import { formatPence, toMoney } from '../../kernel/money.ts';

export const NOTHING_DUE_MESSAGE = 'Nothing is due: place the order without a card.';

type Context = HandlerContext<
  unknown,
  { source: CheckoutSource; selectedUserId?: number; payments?: CartPayment[] },
  unknown
>;

/**
 * What the card will be charged: the basket's balance (its payments are on the cart), or on the joining cart what
 * is due now less the tenders staff took at the desk (docs/decisions/0602-joining-at-the-desk.md).
 */
function cardAmount(context: Context, payable: PayableCart): number {
  const sent = context.query.payments ?? [];
  if (payable.source === 'online-joining') return joiningCardShare(context.db, context.user!, payable, sent).amount;
  if (sent.length > 0) throw invalidField('payments', "The basket's payments are taken on the basket.");
  return payable.amount;
}

/**
 * GET /checkout/prepare: what the card form needs. A fresh merchant session key each time (the front end prepares
 * again after a 401 or a dead key), the provider's script, the customer's most recent saved card and what the card
 * will be charged.
 */
export function prepareCheckout(context: Context): CheckoutPreparation {
  const { db, clock, user, query, settings } = context;
  return transaction(db, () => {
    const payable = payableCart(db, clock, user!, query.source, query.selectedUserId);
    if (payable.amount <= 0) throw invalidField('cart', NOTHING_DUE_MESSAGE);
    const amount = cardAmount(context, payable);
    const session = issueSessionKey(db, user!.id, query.source, clock.now());
    const savedCard = savedCardsOf(db, user!.id, ukToday(clock), settings.publicOrigin)[0] ?? null;
    return {
      paymentProvider: 'sandbox-pi',
      sessionKey: session.session_key,
      expiresAt: session.expires_at,
      mode: 'test',
      url: `${settings.cardProviderOrigin}/provider/v1/script.js`,
      providerOrigin: settings.cardProviderOrigin,
      savedCard,
      amountDue: toMoney(amount),
    };
  });
}

export const dueMessage = (amount: number) => `${formatPence(amount)} is due: pay by card first.`;
