import type { Order } from '@leisure/api-contract';
import { CheckIcon } from '@leisure/ui';
import { useTransactionEvent } from '../../../analytics/index.ts';
import { useFocusOnArrival } from '../hooks/useFocusOnArrival.ts';
import { membershipLineOf } from '../orderLines.ts';
import { receiptPrintable, type CashHandedOver } from '@leisure/payment/receiptFacts';
import { DeskReceipt } from '@leisure/payment/deskReceipt';
import { DeskNextSteps } from '@leisure/front-of-house/deskNextSteps';
import { useHrefTo } from '@leisure/layout';
import { Banner, Layout, ReceiptArea, Reference, SuccessMark } from './confirmationStyles.ts';
import { MembershipNotes } from './MembershipNotes.tsx';
import { MembershipSummary } from './MembershipSummary.tsx';
import { OrderFees } from './OrderFees.tsx';
import { WhatNext } from './WhatNext.tsx';

/**
 * docs/product/joining.md §2 "Order confirmation" for a loaded order: the news and the reference first (focus starts there), then
 * "Print receipt" for a desk sale, the new membership, the fees, the notes and what happens next (the fees card
 * beside them on wider screens). The analytics transaction goes once per order (docs/decisions/0912).
 */
export function OrderConfirmed({ order, deskCash = null }: { order: Order; deskCash?: CashHandedOver | null }) {
  useTransactionEvent(order);
  const headingRef = useFocusOnArrival<HTMLHeadingElement>(true);
  const line = membershipLineOf(order);
  const paid = order.total.amount > 0;
  const hrefTo = useHrefTo();
  return (
    <Layout>
      <Banner>
        <SuccessMark>
          <CheckIcon />
        </SuccessMark>
        <div>
          <h1 ref={headingRef} tabIndex={-1}>
            {paid ? 'Your payment was successful' : 'Your order is confirmed'}
          </h1>
          <p>
            {paid ? 'Your order is confirmed. ' : 'Nothing was due today. '}
            Order reference <Reference>{order.reference}</Reference>
          </p>
          {/* Only when the sandbox queued it: the order says where it went (docs/decisions/0033). */}
          {order.confirmationEmailTo && <p>We have emailed your confirmation to {order.confirmationEmailTo}.</p>}
        </div>
      </Banner>
      {/* Sold at the desk: a receipt when the order's items allow one (docs/decisions/0621). */}
      {receiptPrintable(order) && (
        <ReceiptArea>
          <DeskReceipt order={order} cash={deskCash} />
        </ReceiptArea>
      )}
      {/* At the desk: book for the same customer, or serve the next one (docs/decisions/0025). */}
      <DeskNextSteps bookingsHref={(path) => hrefTo({ app: 'bookings', path })} />
      {line && <MembershipSummary line={line} />}
      <OrderFees order={order} />
      {line && <MembershipNotes line={line} />}
      <WhatNext />
    </Layout>
  );
}
