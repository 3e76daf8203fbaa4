import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ApiTagType } from '@leisure/api-client';
import { useCurrentUser } from '@leisure/auth';
import { getConfig } from '@leisure/config';
import { TermsModal } from '@leisure/form-kit';
import { Spinner } from '@leisure/ui';
import type { CardFormHandle } from '../cardForm/CardForm.tsx';
import type { PaymentFailure } from '../online/paymentMachine.ts';
import { billingFromProfile } from './billingFromProfile.ts';
import type { CheckoutOrder } from './checkoutRequests.ts';
import {
  CheckoutAlert,
  CheckoutLayout,
  DeclinedNotice,
  NoPaymentNeeded,
  PaymentArea,
  SummaryCard,
} from './checkoutStyles.ts';
import { CheckoutTerms } from './CheckoutTerms.tsx';
import { DeskAgreement, deskAgreementMissing } from './DeskAgreement.tsx';
import { PayButton } from './PayButton.tsx';
import { PaymentAreaHeading } from './PaymentAreaHeading.tsx';
import { CARD_FORM_ID, PaymentMethod, SAVED_CARD_FORM_ID, type PaymentMethodChoice } from './PaymentMethod.tsx';
import { ThreeDSecureStep } from './ThreeDSecureStep.tsx';
import { useCheckoutPayment } from './useCheckoutPayment.ts';
import { useCheckoutTerms } from './useCheckoutTerms.ts';

/** docs/product/joining.md §8: terms that fail to load stop the page; nothing can be bought without them. */
export const TERMS_UNAVAILABLE =
  'We could not load the terms and conditions, so this purchase cannot go ahead yet. Please reload the page.';

/** What the desk's tenders panel needs from the checkout around it (docs/decisions/0602, 0620). */
export interface DeskCheckout {
  /** The customer served (the order's selected user). */
  selectedUserId: number;
  /** The staff member's currency symbol (docs/product/platform.md §6). */
  currencySymbol: string;
  onOrderPlaced: (orderId: number) => void;
  onRefused: (failure: PaymentFailure) => void;
  /** The checkout terms the order sends: none at the desk, where staff tick nothing for the customer (decision 0025). */
  terms: number[];
  /** Staff recorded that the customer agreed to the terms at the desk (`agreedAtDesk`, decision 0025). */
  agreedAtDesk: boolean;
  /** Why Complete order did nothing: shown by the button (the same words are by the agreement's checkbox). */
  completeOrderProblem: string | null;
  /** Runs `pay` once everything is agreed; otherwise opens the next term to read, or shows what is left to agree. */
  whenAgreed: (pay: () => Promise<void>) => Promise<void>;
  /** A card is paying (pressed, at the bank, or authorised and not completed): the tenders sent with it stay put. */
  cardUnderWay: boolean;
}

/** Things to agree besides the checkout terms (bookings: the attendees' waivers, decision 0350). */
export interface OtherAgreements {
  /** Shown in the summary before the terms; `locked` from the press of Pay until the payment fails or succeeds. */
  render: (locked: boolean) => ReactNode;
  outstanding: boolean;
  /** Moves focus to the first one left. */
  showOutstanding: () => void;
}

export interface CheckoutShellProps {
  /** Minor units the order needs now: above zero a card session is prepared and a card pays, at zero nothing is due. */
  amountDue: number;
  /** What the card pays, when tenders taken at the desk leave less than `amountDue`: what Pay says. */
  cardAmount?: number;
  /** What the order sends besides its terms (source, waivers, offline payments, selected user): read on each press. */
  order: Omit<CheckoutOrder, 'terms' | 'agreedAtDesk'>;
  /** The cache tag of the cart paid for, reloaded after a refusal (`Cart`, `JoiningCart`). */
  cartTag: ApiTagType;
  /** A joining cart's id: its membership adds terms of its own (GET /terms?cart_id). */
  termsCartId?: number;
  /** The front end's order summary: its basket, total and anything it must say about them. */
  summary: ReactNode;
  otherAgreements?: OtherAgreements;
  /**
   * The offline tenders panel (loaded lazily by the front end), first in the payment area, for staff serving the
   * order's selected user.
   */
  desk?: (checkout: DeskCheckout) => ReactNode;
  /** The desk's tenders leave nothing to pay: the panel's Complete order stands in for the card form and the button. */
  deskCompletes?: boolean;
  /** Below the button (online joining: "Cancel selection and start over"). */
  footer?: ReactNode;
  onOrderPlaced: (orderId: number) => void;
  /** The server refused the payment or the order (its toast is already shown). */
  onRefused?: (failure: PaymentFailure) => void;
  /** Everything is agreed and a payment is about to go (bookings forgets the last refusal it showed). */
  onPaying?: () => void;
}

/**
 * Both front ends' /checkout content (docs/product/joining.md §2, §4, D12–D14; docs/product/bookings.md D24: "the same
 * payment rules, texts and 3-D Secure behaviour"; decisions 0505, 0350, 0012): the payment method beside the order
 * summary with the checkout terms and the button. While a required term is unticked the button reads Continue and
 * opens it; then "Pay {amount} now", or "Confirm order" when nothing is due. The bank's 3-D Secure check replaces the
 * form while it runs; the form stays mounted underneath, so a failed check keeps everything but the card fields. At
 * the desk the offline tenders come first and the card takes what they leave. What differs between the front ends
 * (the summary, the desk's panel, waivers, start over) is passed in.
 */
export function CheckoutShell({
  amountDue,
  cardAmount = amountDue,
  order,
  cartTag,
  termsCartId,
  summary,
  otherAgreements,
  desk,
  deskCompletes = false,
  footer,
  onOrderPlaced,
  onRefused,
  onPaying,
}: CheckoutShellProps) {
  const due = amountDue > 0;
  const { user } = useCurrentUser();
  const terms = useCheckoutTerms(termsCartId);
  const cardForm = useRef<CardFormHandle>(null);
  const [formValid, setFormValid] = useState(false);
  const [method, setMethod] = useState<PaymentMethodChoice>('saved');
  // At the desk staff tick nothing for the customer: they record that the customer agreed (decision 0025).
  const atDesk = desk !== undefined && user?.role === 'staff' && order.selectedUserId != null;
  const deskCheckbox = useRef<HTMLInputElement>(null);
  const [agreedAtDesk, setAgreedAtDesk] = useState(false);
  const [deskProblem, setDeskProblem] = useState<string | null>(null);
  const deskTermsRequired = terms.list.some((term) => term.required);
  const termsOutstanding = atDesk ? deskTermsRequired && !agreedAtDesk : terms.outstanding;
  const agreement = atDesk
    ? { terms: [], agreedAtDesk: deskTermsRequired && agreedAtDesk }
    : { terms: terms.accepted, agreedAtDesk: false };
  /** Pressed without the agreement: the reason by the checkbox and by the button, and focus to the checkbox. */
  function showDeskProblem() {
    setDeskProblem(deskAgreementMissing(terms.list));
    deskCheckbox.current?.focus();
  }
  const readTerms = atDesk ? showDeskProblem : terms.readNext;
  const checkout = useCheckoutPayment({
    // The card session is prepared for the order whatever the tenders: a tender removed brings the card back.
    amountDue,
    order: { ...order, ...agreement },
    cartTag,
    cardForm,
    onRefused,
  });
  const { payment } = checkout;
  const billing = billingFromProfile(user);
  const othersOutstanding = otherAgreements?.outstanding ?? false;

  const placed = useRef(onOrderPlaced);
  useEffect(() => {
    placed.current = onOrderPlaced;
  });
  useEffect(() => {
    if (payment.completeOrderId !== null) placed.current(payment.completeOrderId);
  }, [payment.completeOrderId]);

  /** Nothing is paid while a required term or other agreement is not agreed: the next term opens, or focus moves. */
  function whenAgreed(pay: () => Promise<void>) {
    if (termsOutstanding) readTerms();
    else if (othersOutstanding) otherAgreements?.showOutstanding();
    else {
      onPaying?.();
      return pay();
    }
    return Promise.resolve();
  }

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
  const locked = checkout.busy || challenge !== null;
  // Staff serving the order's selected user take tenders at the desk.
  const deskPanel =
    desk && user?.role === 'staff' && order.selectedUserId != null
      ? desk({
          selectedUserId: order.selectedUserId,
          currencySymbol: user.currencySymbol,
          onOrderPlaced,
          onRefused: (failure) => onRefused?.(failure),
          terms: agreement.terms,
          agreedAtDesk: agreement.agreedAtDesk,
          completeOrderProblem: termsOutstanding ? deskProblem : null,
          whenAgreed,
          cardUnderWay,
        })
      : null;

  return (
    <CheckoutLayout>
      <PaymentArea aria-labelledby="payment-method-heading">
        <PaymentAreaHeading id="payment-method-heading" bankCheck={challenge !== null} />
        {deskPanel && <Suspense fallback={<Spinner label="Loading payment at the desk" />}>{deskPanel}</Suspense>}
        {!due && !deskPanel && <NoPaymentNeeded>No payment is required for this purchase.</NoPaymentNeeded>}
        {challenge && <ThreeDSecureStep {...challenge} onCompleted={checkout.bankAnswered} />}
        {due && !deskCompletes && (
          <div hidden={challenge !== null}>
            {checkout.declined && <PaymentDeclined />}
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
        {summary}
        {otherAgreements?.render(locked)}
        {atDesk ? (
          <DeskAgreement
            terms={terms.list}
            agreed={agreedAtDesk}
            onChange={(agreed) => {
              setAgreedAtDesk(agreed);
              if (agreed) setDeskProblem(null);
            }}
            error={termsOutstanding ? deskProblem : null}
            locked={locked}
            checkboxRef={deskCheckbox}
          />
        ) : (
          <CheckoutTerms terms={terms.list} accepted={terms.accepted} onChange={terms.change} locked={locked} />
        )}
        {terms.failed && <CheckoutAlert role="alert">{TERMS_UNAVAILABLE}</CheckoutAlert>}
        {!terms.ready && !terms.failed && <Spinner label="Loading the terms" />}
        {!challenge && terms.ready && !deskCompletes && (
          <PayButton
            amountDue={cardAmount}
            formId={payingWithSavedCard ? SAVED_CARD_FORM_ID : CARD_FORM_ID}
            formValid={formValid && !othersOutstanding}
            preparing={due && !sessionReady}
            busy={checkout.busy}
            termsOutstanding={termsOutstanding}
            onReadTerms={readTerms}
            onShowErrors={() =>
              othersOutstanding ? otherAgreements?.showOutstanding() : cardForm.current?.showErrors()
            }
            onConfirmFreeOrder={() => whenAgreed(checkout.confirmFreeOrder)}
          />
        )}
        {footer}
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

/**
 * What stays by the card form after a declined payment, once its 10-second toast has gone (docs/product/joining.md
 * §8 keeps the toast; issue 23): what happened and what to do. Not a live region: the toast said it already.
 */
function PaymentDeclined() {
  return (
    <DeclinedNotice>
      <h3>Your payment was declined</h3>
      <p>
        You have not been charged. Check the card details and try again, use another card, or call your bank: only they
        can say why a card was declined. Your name and billing address are still filled in.
      </p>
    </DeclinedNotice>
  );
}
