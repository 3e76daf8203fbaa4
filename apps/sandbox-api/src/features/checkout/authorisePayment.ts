import { randomUUID } from 'node:crypto';
import type { Authorisation, AuthoriseBody, CartPayment } from '@leisure/api-contract';
import { ukToday } from '../../clock.ts';
import { transaction, type Database } from '../../db/database.ts';
import type { AuthUser, HandlerContext } from '../../http/context.ts';
import { invalidField } from '../../http/apiError.ts';
import { lastValidDay, type SavedCardRow } from '../account/index.ts';
import { findSession, isSavedCardActivated, sessionKeyProblem } from '../provider/index.ts';
import { payableCart, type PayableCart } from './payableCart.ts';
import { joiningCardShare } from './joiningTenders.ts';
import {
  assertPaymentsMatch,
  assertQuestionsAnswered,
  assertTermsAccepted,
  assertWaiversAgreed,
} from './checkoutRules.ts';
import { assertLinesBookable } from './bookableLines.ts';
import { authorisationView, insertTransaction, transactionOfSession } from './cardTransactions.ts';
import { NOTHING_DUE_MESSAGE } from './prepareCheckout.ts';
import { testOutcome } from './testOutcome.ts';

type Context = HandlerContext<unknown, unknown, AuthoriseBody>;

const sameCard = (body: AuthoriseBody, row: { card_identifier: string | null; saved_card_id: number | null }) =>
  (body.cardIdentifier ?? null) === row.card_identifier && (body.savedCardId ?? null) === row.saved_card_id;

const SAVED_CARD_CODE_MESSAGE = 'Please enter the security code of your saved card.';

/**
 * The card the payment uses: a card identifier of this session, or a saved card of the customer, still valid and
 * activated with its security code for this session.
 */
function cardOf(db: Database, body: AuthoriseBody, userId: number, today: string) {
  if (body.cardIdentifier) {
    const row = db
      .prepare('SELECT identifier, declined FROM card_identifiers WHERE identifier = ? AND session_key = ?')
      .get(body.cardIdentifier, body.sessionKey) as { identifier: string; declined: number } | undefined;
    if (!row) throw invalidField('cardIdentifier', 'The card details were not recognised. Please enter them again.');
    return { cardIdentifier: row.identifier, savedCardId: null, declined: row.declined === 1 };
  }
  const saved = db
    .prepare('SELECT * FROM saved_cards WHERE id = ? AND user_id = ?')
    .get(body.savedCardId ?? 0, userId) as SavedCardRow | undefined;
  if (!saved) throw invalidField('savedCardId', 'Unable to complete request, item not found.');
  if (lastValidDay(saved) < today) {
    throw invalidField('savedCardId', 'Your saved card has expired. You can save details of a new card below.');
  }
  // The browser gives the provider the saved card's security code for this key first (reusable-card activation).
  if (!isSavedCardActivated(db, body.sessionKey, saved.external_identifier)) {
    throw invalidField('savedCardId', SAVED_CARD_CODE_MESSAGE);
  }
  return { cardIdentifier: null, savedCardId: saved.id, declined: false };
}

/**
 * What the card is charged and the fingerprint its transaction keeps: the basket's balance once the payments sent
 * match the basket's, or the joining cart's due less the tenders staff took at the desk (joiningCardShare).
 */
function cardShareOf(db: Database, user: AuthUser, payable: PayableCart, sent: CartPayment[]) {
  if (payable.source === 'online-joining') return joiningCardShare(db, user, payable, sent);
  assertPaymentsMatch(payable, sent);
  return { amount: payable.amount, fingerprint: payable.fingerprint };
}

/**
 * POST /checkout/authorise. A session key authorises once: repeating the same request (a double click, an answer
 * lost on the way back) answers the transaction already made rather than charging twice.
 */
export function authorisePayment({ db, clock, user, body, headers, settings }: Context): Authorisation {
  return transaction(db, () => {
    const now = clock.now();
    const session = findSession(db, body.sessionKey);
    if (!session || session.user_id !== user!.id) {
      throw invalidField('sessionKey', 'The payment session is not valid. Please try again.');
    }
    const existing = transactionOfSession(db, body.sessionKey);
    if (existing) {
      if (sameCard(body, existing)) return authorisationView(existing, settings.cardProviderOrigin);
      throw invalidField('sessionKey', 'This payment session has already been used. Please try again.');
    }
    const problem = sessionKeyProblem(session, now);
    if (problem) throw invalidField('sessionKey', `${problem} Please try again.`);

    const payable = payableCart(db, clock, user!, body.source, body.selectedUserId);
    if (payable.amount <= 0) throw invalidField('cart', NOTHING_DUE_MESSAGE);
    const share = cardShareOf(db, user!, payable, body.payments);
    assertQuestionsAnswered(payable);
    assertTermsAccepted(db, payable, body, user!);
    assertWaiversAgreed(db, payable, body.completedWaivers, now.toISOString());
    assertLinesBookable(db, payable, now.toISOString());

    const card = cardOf(db, body, user!.id, ukToday(clock));
    const outcome = testOutcome(body.cardHolderName, card.declined);
    const origin = headers.get('origin');
    const row = insertTransaction(db, {
      uuid: randomUUID(),
      user_id: user!.id,
      customer_user_id: payable.customerId,
      session_key: body.sessionKey,
      source: body.source,
      cart_fingerprint: share.fingerprint,
      amount: share.amount,
      status: outcome.status,
      message: outcome.status === 'failed' ? outcome.message : null,
      cardholder_name: body.cardHolderName,
      card_identifier: card.cardIdentifier,
      saved_card_id: card.savedCardId,
      save_card: body.saveCard && card.cardIdentifier ? 1 : 0,
      challenge: outcome.status === 'sca_required' ? outcome.challenge : null,
      // Kept as sent (bounded); the provider posts to it only if it is one of the front ends' origins.
      checkout_origin: origin && origin.length <= 200 ? origin : null,
      created_at: now.toISOString(),
    });
    return authorisationView(row, settings.cardProviderOrigin);
  });
}
