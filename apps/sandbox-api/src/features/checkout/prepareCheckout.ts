import type { CheckoutPreparation, CheckoutSource } from '@leisure/api-contract';
import { ukToday } from '../../clock.ts';
import { transaction } from '../../db/database.ts';
import type { HandlerContext } from '../../http/context.ts';
import { invalidField } from '../../http/apiError.ts';
import { savedCardsOf } from '../account/index.ts';
import { issueSessionKey } from '../provider/index.ts';
import { payableCart } from './payableCart.ts';
import { formatPence, toMoney } from '../../kernel/money.ts';

export const NOTHING_DUE_MESSAGE = 'Nothing is due: place the order without a card.';

type Context = HandlerContext<unknown, { source: CheckoutSource; selectedUserId?: number }, unknown>;

/**
 * GET /checkout/prepare: what the card form needs. A fresh merchant session key each time (the front end prepares
 * again after a 401 or a dead key), the provider's script and the customer's most recent saved card.
 */
export function prepareCheckout({ db, clock, user, query, settings }: Context): CheckoutPreparation {
  return transaction(db, () => {
    const payable = payableCart(db, clock, user!, query.source, query.selectedUserId);
    if (payable.amount <= 0) throw invalidField('cart', NOTHING_DUE_MESSAGE);
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
      amountDue: toMoney(payable.amount),
    };
  });
}

export const dueMessage = (amount: number) => `${formatPence(amount)} is due: pay by card first.`;
