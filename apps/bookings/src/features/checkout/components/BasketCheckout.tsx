import { lazy } from 'react';
import { baseApi, listTag } from '@leisure/api-client';
import type { Cart } from '@leisure/api-contract/browser';
import { useAppDispatch, useAppSelector } from '@leisure/app-store';
import { useCurrentUser } from '@leisure/auth';
import { selectOfflinePayments, type PaymentFailure } from '@leisure/payment';
import { CheckoutAlert, CheckoutShell } from '@leisure/payment/checkout';
import { useCheckoutWaivers } from '../hooks/useCheckoutWaivers.ts';
import { BasketSummary } from './BasketSummary.tsx';
import { BasketWaivers, waiverId } from './BasketWaivers.tsx';
import type { DeskReceipt } from './StaffPayment.tsx';

// Front of house only: staff load the tenders panel, customers never do (docs/decisions/0620).
const StaffPayment = lazy(() => import('./StaffPayment.tsx').then((module) => ({ default: module.StaffPayment })));

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
 * /checkout's content on bookings (docs/product/bookings.md D24): the checkout both front ends share (decision 0012,
 * source 'bookings') with the basket's own parts: its summary with the lines a refusal names, the attendees' waivers
 * still to agree, and at the desk the offline tenders panel.
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
  const dispatch = useAppDispatch();
  const { user } = useCurrentUser();
  const waivers = useCheckoutWaivers(cart);
  // The offline payments as the slice holds them (docs/product/platform.md §4): what authorise, complete and
  // front of house's pay send.
  const payments = useAppSelector(selectOfflinePayments);
  const order = {
    source: 'bookings' as const,
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

  /** Nothing is paid while a waiver is not agreed: focus goes to the first one left. */
  function showOutstandingWaiver() {
    const waiver = waivers.toAgree.find((candidate) => !waivers.isAgreed(candidate));
    if (waiver) document.getElementById(waiverId(waiver))?.focus();
  }

  // A member of staff serving a selected customer takes tenders at the desk; a card may still pay the rest, and a
  // basket with nothing left to pay is completed from the tenders panel.
  const atDesk = user?.role === 'staff' && selectedUserId !== null;
  return (
    <CheckoutShell
      amountDue={amountDue}
      order={order}
      cartTag="Cart"
      summary={
        <>
          <BasketSummary cart={cart} unbookable={problem?.lines ?? []} />
          {problem && <CheckoutAlert role="alert">{problem.message}</CheckoutAlert>}
        </>
      }
      otherAgreements={{
        render: (locked) => (
          <BasketWaivers
            waivers={waivers.toAgree}
            isAgreed={waivers.isAgreed}
            onChange={waivers.change}
            locked={locked}
          />
        ),
        outstanding: waivers.outstanding,
        showOutstanding: showOutstandingWaiver,
      }}
      desk={
        atDesk
          ? (desk) => (
              <StaffPayment {...desk} cart={cart} order={order} onReceipt={(receipt) => onDeskReceipt?.(receipt)} />
            )
          : undefined
      }
      deskCompletes={atDesk && amountDue <= 0}
      onOrderPlaced={onOrderPlaced}
      onRefused={refused}
      onPaying={() => onProblem(null)}
    />
  );
}
