import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { baseApi, listTag } from '@leisure/api-client';
import type { Cart } from '@leisure/api-contract/browser';
import { useAppDispatch, useAppSelector } from '@leisure/app-store';
import { useCurrentUser } from '@leisure/auth';
import { getConfig } from '@leisure/config';
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
  type CheckoutOrder,
  type PaymentFailure,
  type PaymentMethodChoice,
} from '@leisure/payment';
import { Spinner } from '@leisure/ui';
import { useBasketTerms } from '../hooks/useBasketTerms.ts';
import { useCheckoutWaivers } from '../hooks/useCheckoutWaivers.ts';
import { BasketAgreements, termId, waiverId } from './BasketAgreements.tsx';
import { BasketSummary } from './BasketSummary.tsx';
import { CheckoutLayout, NoPaymentNeeded, PaymentArea, Problem, SummaryCard } from './checkoutStyles.ts';
import type { DeskReceipt } from './StaffPayment.tsx';

// Front of house only: staff load the tenders panel, customers never do (docs/decisions/0620).
const StaffPayment = lazy(() => import('./StaffPayment.tsx').then((module) => ({ default: module.StaffPayment })));

const TERMS_UNAVAILABLE =
  'We could not load the terms and conditions, so this booking cannot go ahead yet. Please reload the page.';

/** The basket lines a refusal names (`items.{cartItemId}`, decision 0350). */
const linesNamedBy = (failure: PaymentFailure) =>
  failure.refusedFields.flatMap((field) => {
    const match = /^items\.(\d+)$/.exec(field);
    return match ? [Number(match[1])] : [];
  });

/** Why the last payment or order was refused, and the basket lines it names. */
export interface CheckoutProblem {
  message: string;
  lines: number[];
}

export interface BasketCheckoutProps {
  cart: Cart;
  /** The customer the basket is for, when buying for someone linked to the account (docs/product/platform.md §3). */
  selectedUserId: number | null;
  onOrderPlaced: (orderId: number) => void;
  /** Kept by the page: the basket may empty when it reloads (a released place), and the words must stay. */
  problem: CheckoutProblem | null;
  onProblem: (problem: CheckoutProblem | null) => void;
  /** Staff paying at the desk: what the confirmation's receipt needs, told before the order is placed. */
  onDeskReceipt?: (receipt: DeskReceipt) => void;
}

/**
 * /checkout's content on bookings (docs/product/bookings.md D24): the payment method beside the basket, its waivers
 * and terms and the button: "Pay {amount} now", or "Confirm booking" when credit, benefits or payments already cover
 * everything. The payment itself is @leisure/payment's, the same as online joining's (source 'bookings').
 */
export function BasketCheckout({
  cart,
  selectedUserId,
  onOrderPlaced,
  problem,
  onProblem,
  onDeskReceipt,
}: BasketCheckoutProps) {
  const amountDue = cart.totals.balance;
  const due = amountDue > 0;
  const dispatch = useAppDispatch();
  const { user } = useCurrentUser();
  const terms = useBasketTerms();
  const waivers = useCheckoutWaivers(cart);
  const cardForm = useRef<CardFormHandle>(null);
  const [formValid, setFormValid] = useState(false);
  const [method, setMethod] = useState<PaymentMethodChoice>('saved');
  // The offline payments as the slice holds them (docs/product/platform.md §4): what authorise, complete and
  // front of house's pay send.
  const payments = useAppSelector(selectOfflinePayments);
  // A member of staff serving a selected customer takes tenders at the desk; a card may still pay the rest.
  const atDesk = user?.role === 'staff' && selectedUserId !== null;
  const order: CheckoutOrder = {
    source: 'bookings',
    terms: terms.accepted,
    completedWaivers: waivers.completedWaivers,
    payments: [...payments],
    ...(selectedUserId !== null ? { selectedUserId } : {}),
  };
  function refused(failure: PaymentFailure) {
    // The toast already says it; a line that can no longer be booked is also named on the page, and the basket
    // is reloaded so that what is shown is what the server now holds.
    const lines = linesNamedBy(failure);
    onProblem(lines.length > 0 || failure.status === 409 ? { message: failure.message, lines } : null);
    dispatch(baseApi.util.invalidateTags([listTag('Cart')]));
  }
  const checkout = useCheckoutPayment({ amountDue, order, cartTag: 'Cart', cardForm, onRefused: refused });
  const { payment } = checkout;
  const billing = billingFromProfile(user);
  const agreementsOutstanding = terms.outstanding || waivers.outstanding;

  const placed = useRef(onOrderPlaced);
  useEffect(() => {
    placed.current = onOrderPlaced;
  });
  useEffect(() => {
    if (payment.completeOrderId !== null) placed.current(payment.completeOrderId);
  }, [payment.completeOrderId]);

  /** Nothing is paid while a waiver or required term is not agreed: focus goes to the first one left. */
  function showOutstandingAgreement() {
    const waiver = waivers.toAgree.find((candidate) => !waivers.isAgreed(candidate));
    const term = terms.list.find((candidate) => candidate.required && !terms.accepted.includes(candidate.id));
    const id = waiver ? waiverId(waiver) : term ? termId(term) : null;
    if (id) document.getElementById(id)?.focus();
  }

  function whenAgreed(pay: () => Promise<void>) {
    if (agreementsOutstanding) {
      showOutstandingAgreement();
      return Promise.resolve();
    }
    onProblem(null);
    return pay();
  }

  const usableSavedCard = payment.savedCard && !payment.savedCard.recentlyExpired ? payment.savedCard : null;
  const payingWithSavedCard = usableSavedCard !== null && method === 'saved';
  const sessionReady = payment.sessionKey !== null && checkout.providerReady;
  const challenge =
    payment.transactionStatus === 'sca_required' && payment.scaUrl && payment.scaData && payment.providerOrigin
      ? { scaUrl: payment.scaUrl, scaData: payment.scaData, providerOrigin: payment.providerOrigin }
      : null;

  return (
    <CheckoutLayout>
      <PaymentArea aria-labelledby="payment-method-heading">
        <PaymentAreaHeading id="payment-method-heading" bankCheck={challenge !== null} />
        {user?.role === 'staff' && selectedUserId !== null && (
          <Suspense fallback={<Spinner label="Loading payment at the desk" />}>
            <StaffPayment
              cart={cart}
              selectedUserId={selectedUserId}
              currencySymbol={user.currencySymbol}
              order={order}
              whenAgreed={whenAgreed}
              onReceipt={(receipt) => onDeskReceipt?.(receipt)}
              onOrderPlaced={onOrderPlaced}
              onRefused={refused}
            />
          </Suspense>
        )}
        {!due && !atDesk && <NoPaymentNeeded>No payment is required for this purchase.</NoPaymentNeeded>}
        {challenge && <ThreeDSecureStep {...challenge} onCompleted={checkout.bankAnswered} />}
        {due && (
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
              onPayWithCard={(values) => whenAgreed(() => checkout.payWithCard(values))}
              onPayWithSavedCard={({ securityCode }) =>
                whenAgreed(() => checkout.payWithSavedCard(securityCode, billing))
              }
            />
          </div>
        )}
      </PaymentArea>
      <SummaryCard aria-label="Order summary">
        <BasketSummary cart={cart} unbookable={problem?.lines ?? []} />
        {problem && <Problem role="alert">{problem.message}</Problem>}
        <BasketAgreements
          terms={terms.list}
          acceptedTerms={terms.accepted}
          onTermChange={terms.change}
          waivers={waivers.toAgree}
          isWaiverAgreed={waivers.isAgreed}
          onWaiverChange={waivers.change}
          locked={checkout.busy || challenge !== null}
        />
        {terms.failed && <Problem role="alert">{TERMS_UNAVAILABLE}</Problem>}
        {!terms.ready && !terms.failed && <Spinner label="Loading the terms" />}
        {/* At the desk a basket with nothing left to pay is completed from the tenders panel. */}
        {!challenge && terms.ready && !(atDesk && !due) && (
          <PayButton
            amountDue={amountDue}
            formId={payingWithSavedCard ? SAVED_CARD_FORM_ID : CARD_FORM_ID}
            formValid={formValid && !agreementsOutstanding}
            preparing={due && !sessionReady}
            busy={checkout.busy}
            termsOutstanding={false}
            onReadTerms={showOutstandingAgreement}
            onShowErrors={() => (agreementsOutstanding ? showOutstandingAgreement() : cardForm.current?.showErrors())}
            onConfirmFreeOrder={() => whenAgreed(checkout.confirmFreeOrder)}
            confirmLabel="Confirm booking"
          />
        )}
      </SummaryCard>
    </CheckoutLayout>
  );
}
