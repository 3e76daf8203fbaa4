import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { JoiningCart } from '@leisure/api-contract';
import { useCurrentUser } from '@leisure/auth';
import { useAppSelector } from '@leisure/app-store';
import { getConfig } from '@leisure/config';
import { selectSelectedCustomerId } from '@leisure/front-of-house';
import {
  billingFromProfile,
  CARD_FORM_ID,
  PayButton,
  PaymentAreaHeading,
  PaymentMethod,
  SAVED_CARD_FORM_ID,
  selectOfflinePayments,
  ThreeDSecureStep,
  useCheckoutPayment,
  type CardFormHandle,
  type PaymentMethodChoice,
} from '@leisure/payment';
import { Spinner } from '@leisure/ui';
import { JoiningCartSummary } from '../../joiningCart/index.ts';
import { TermsModal } from '../../terms/index.ts';
import { useCheckoutTerms } from '../hooks/useCheckoutTerms.ts';
import { orderRequest } from '../checkoutRequests.ts';
import { CheckoutLayout, NoPaymentNeeded, PaymentArea, SummaryCard, TermsUnavailable } from './checkoutStyles.ts';
import { CheckoutTerms } from './CheckoutTerms.tsx';
import { StartOver } from './StartOver.tsx';

// Front of house only: staff serving a customer load the tenders panel, customers never do (docs/decisions/0620).
const StaffJoiningPayment = lazy(() =>
  import('./StaffJoiningPayment.tsx').then((module) => ({ default: module.StaffJoiningPayment })),
);

// docs/product/joining.md §8: terms that fail to load stop the page; nothing can be bought without them.
const TERMS_UNAVAILABLE =
  'We could not load the terms and conditions, so this purchase cannot go ahead yet. Please reload the page.';

export interface CartCheckoutProps {
  cart: JoiningCart;
  /** The order is placed: the app shows its confirmation and resets the journey. */
  onOrderPlaced: (orderId: number) => void;
  /** "Leave this screen": the basket is cleared; the app resets the journey and goes home. */
  onStartOver: () => Promise<void>;
  /** The server refused the order because required terms were not accepted. */
  onTermsRefused: () => void;
}

/**
 * /checkout's content (docs/product/joining.md §2): the payment method beside the order summary with its terms and the Pay button.
 * Nothing is due: no card form, "Confirm order". The bank's 3-D Secure check replaces the form while it runs;
 * the form stays mounted underneath, so a failed check keeps everything but the card fields. At the desk the
 * offline tenders come first and the card takes what they leave (docs/decisions/0602).
 */
export function CartCheckout({ cart, onOrderPlaced, onStartOver, onTermsRefused }: CartCheckoutProps) {
  const dueNow = cart.paymentOption.costs.totalToPayNow.amount;
  const due = dueNow > 0;
  const { user } = useCurrentUser();
  const terms = useCheckoutTerms(cart.cartId);
  const cardForm = useRef<CardFormHandle>(null);
  const [formValid, setFormValid] = useState(false);
  const [method, setMethod] = useState<PaymentMethodChoice>('saved');
  const servedCustomerId = useAppSelector(selectSelectedCustomerId);
  const deskPayments = useAppSelector(selectOfflinePayments);
  // At the desk the card pays what the offline tenders leave, and is sent with them (docs/decisions/0602); once
  // they pay it all, the card form and Pay give way to the panel's Complete order.
  const atDesk = user?.role === 'staff' && servedCustomerId !== null;
  const tenders = atDesk ? deskPayments : [];
  const amountDue = Math.max(0, dueNow - tenders.reduce((sum, tender) => sum + tender.amount, 0));
  const tendersPayAll = due && tenders.length > 0 && amountDue === 0;
  const checkout = useCheckoutPayment({
    // The card session is prepared for the cart whatever the tenders: a tender removed brings the card back.
    amountDue: dueNow,
    order: orderRequest(terms.accepted, atDesk ? servedCustomerId : null, tenders),
    cartTag: 'JoiningCart',
    cardForm,
    // docs/product/joining.md §4: an order refused for unaccepted terms goes back to the start with a toast.
    onRefused: (failure) => {
      if (failure.refusedFields.includes('terms')) onTermsRefused();
    },
  });
  const { payment } = checkout;
  const billing = billingFromProfile(user);

  const placed = useRef(onOrderPlaced);
  useEffect(() => {
    placed.current = onOrderPlaced;
  });
  useEffect(() => {
    if (payment.completeOrderId !== null) placed.current(payment.completeOrderId);
  }, [payment.completeOrderId]);

  const usableSavedCard = payment.savedCard && !payment.savedCard.recentlyExpired ? payment.savedCard : null;
  const payingWithSavedCard = usableSavedCard !== null && method === 'saved';
  const sessionReady = payment.sessionKey !== null && checkout.providerReady;
  const challenge =
    payment.transactionStatus === 'sca_required' && payment.scaUrl && payment.scaData && payment.providerOrigin
      ? { scaUrl: payment.scaUrl, scaData: payment.scaData, providerOrigin: payment.providerOrigin }
      : null;
  const cardUnderWay =
    checkout.busy ||
    challenge !== null ||
    payment.unconfirmedAuthorise !== null ||
    (payment.transactionStatus === 'authorised' && payment.completeOrderId === null);

  return (
    <CheckoutLayout>
      <PaymentArea aria-labelledby="payment-method-heading">
        <PaymentAreaHeading id="payment-method-heading" bankCheck={challenge !== null} />
        {!due && <NoPaymentNeeded>No payment is required for this purchase.</NoPaymentNeeded>}
        {due && user?.role === 'staff' && servedCustomerId !== null && (
          <Suspense fallback={<Spinner label="Loading payment at the desk" />}>
            <StaffJoiningPayment
              cart={cart}
              selectedUserId={servedCustomerId}
              currencySymbol={user.currencySymbol}
              terms={terms.accepted}
              termsOutstanding={terms.outstanding}
              onReadTerms={terms.readNext}
              onOrderPlaced={onOrderPlaced}
              onRefused={(failure) => {
                if (failure.refusedFields.includes('terms')) onTermsRefused();
              }}
              cardUnderWay={cardUnderWay}
            />
          </Suspense>
        )}
        {challenge && <ThreeDSecureStep {...challenge} onCompleted={checkout.bankAnswered} />}
        {due && !tendersPayAll && (
          <div hidden={challenge !== null}>
            <PaymentMethod
              savedCard={payment.savedCard}
              testMode={payment.mode !== 'live'}
              savedCardsEnabled={getConfig().features.savedCards}
              billingDefaults={billing}
              formRef={cardForm}
              providerErrors={checkout.providerErrors}
              payingWithSavedCard={payingWithSavedCard}
              onChoiceChange={setMethod}
              onValidityChange={setFormValid}
              onPayWithCard={(values) => (terms.outstanding ? terms.readNext() : checkout.payWithCard(values))}
              onPayWithSavedCard={({ securityCode }) =>
                terms.outstanding ? terms.readNext() : checkout.payWithSavedCard(securityCode, billing)
              }
            />
          </div>
        )}
      </PaymentArea>
      <SummaryCard aria-label="Order summary">
        <JoiningCartSummary cart={cart} />
        <CheckoutTerms
          terms={terms.list}
          accepted={terms.accepted}
          onChange={terms.change}
          locked={checkout.busy || challenge !== null}
        />
        {terms.failed && <TermsUnavailable role="alert">{TERMS_UNAVAILABLE}</TermsUnavailable>}
        {!terms.ready && !terms.failed && <Spinner label="Loading the terms" />}
        {!challenge && terms.ready && !tendersPayAll && (
          <PayButton
            amountDue={amountDue}
            formId={payingWithSavedCard ? SAVED_CARD_FORM_ID : CARD_FORM_ID}
            formValid={formValid}
            preparing={due && !sessionReady}
            busy={checkout.busy}
            termsOutstanding={terms.outstanding}
            onReadTerms={terms.readNext}
            onShowErrors={() => cardForm.current?.showErrors()}
            onConfirmFreeOrder={checkout.confirmFreeOrder}
          />
        )}
        <StartOver onLeave={onStartOver} />
        {terms.reading && (
          <TermsModal
            key={terms.reading.id}
            open
            term={terms.reading}
            alreadyAgreed={false}
            onAgree={() => terms.change(terms.reading!.id, true)}
            onClose={terms.stopReading}
          />
        )}
      </SummaryCard>
    </CheckoutLayout>
  );
}
