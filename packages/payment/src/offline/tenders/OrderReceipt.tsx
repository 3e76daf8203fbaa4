import { londonFormat } from '@leisure/dates';
import { useEffect, useRef } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import type { Order } from '@leisure/api-contract/browser';
import { formatMoney } from '../../money/formatMoney.ts';
import type { CashHandedOver } from './OfflineTendersPanel.tsx';

type OrderPayment = Order['payments'][number];
type OrderTender = OrderPayment['tenderType'];

const ORDER_TENDER_LABELS: Record<OrderTender, string> = {
  card: 'Card',
  cash: 'Cash',
  'offline-voucher': 'Voucher',
  cheque: 'Cheque',
  credit: 'Credit',
  'membership-credit': 'Membership credit',
};

// Printed, the receipt is all there is: the rest of the page (header, navigation, the confirmation, the buttons)
// is hidden, as my account's receipt page does (docs/decisions/0490, 0621).
const PrintOnlyTheReceipt = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden;
    }

    [data-print-receipt],
    [data-print-receipt] * {
      visibility: visible;
    }

    [data-print-receipt] {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
      border: none !important;
      padding: 0 !important;
    }
  }
`;

const Sheet = styled.article`
  max-width: 30rem;
  margin-top: ${({ theme }) => theme.spacing.l};
  padding: ${({ theme }) => theme.spacing.l};
  border: 1px dashed ${({ theme }) => theme.colours.border};
  font-variant-numeric: tabular-nums;

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.s};
  }

  p {
    margin: 0;
  }

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.spacing.m};
  }
`;

const Rows = styled.dl`
  display: grid;
  grid-template-columns: 1fr max-content;
  gap: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.m}`};
  margin: ${({ theme }) => theme.spacing.m} 0 0;
  padding-top: ${({ theme }) => theme.spacing.s};
  border-top: 1px solid ${({ theme }) => theme.colours.border};

  dt {
    overflow-wrap: anywhere;
  }

  dd {
    margin: 0;
    text-align: right;
  }

  .total {
    font-weight: 700;
  }
`;

// On London's clock (docs/decisions/0008-one-date-module.md).
const placedAtFormat = londonFormat({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "Card ending 0003" when the order knows the card, otherwise the tender's name. */
const tenderLabel = (payment: OrderPayment) =>
  payment.tenderType === 'card' && payment.lastFourDigits
    ? `Card ending ${payment.lastFourDigits}`
    : ORDER_TENDER_LABELS[payment.tenderType];

export interface OrderReceiptProps {
  order: Order;
  /**
   * Cash handed over at the desk, when more than was due: the receipt shows it and the change given. Only the page
   * that took the cash knows it (the order does not), so without it there is no change line.
   */
  cash?: CashHandedOver | null;
  currencySymbol?: string;
  /** Open the browser's print dialog once the receipt is on the page. */
  printOnShow?: boolean;
}

/**
 * A front-of-house receipt from the order (docs/decisions/0621): order number, date, customer, lines, each tender (a
 * card with its last four digits) with the change given, total and venue, styled so that printing the page prints
 * only it. It takes focus as it appears.
 */
export function OrderReceipt({ order, cash = null, currencySymbol, printOnShow = false }: OrderReceiptProps) {
  const sheet = useRef<HTMLElement>(null);
  const money = (pence: number) => formatMoney(pence, currencySymbol);
  useEffect(() => {
    sheet.current?.focus();
    if (printOnShow) window.print();
  }, [printOnShow]);

  return (
    <Sheet ref={sheet} tabIndex={-1} aria-labelledby="receipt-heading" data-print-receipt="">
      <PrintOnlyTheReceipt />
      <h2 id="receipt-heading">Receipt</h2>
      {order.venue && (
        <p>
          <strong>{order.venue.name}</strong>
        </p>
      )}
      <p>{order.brand}</p>
      <Rows aria-label="Order">
        <dt>Order number</dt>
        <dd>{order.reference}</dd>
        <dt>Date</dt>
        <dd>{placedAtFormat(new Date(order.placedAt))}</dd>
        <dt>Customer</dt>
        <dd>{order.customer.name}</dd>
      </Rows>
      <Rows aria-label="Items">
        {order.items.map((item) => (
          <ItemRow key={item.id} item={item} />
        ))}
        <dt className="total">Total</dt>
        <dd className="total">{money(order.total.amount)}</dd>
      </Rows>
      <Rows aria-label="Paid">
        {order.payments.map((payment, index) => (
          <PaymentRow key={`${index}-${payment.tenderType}`} label={tenderLabel(payment)}>
            {money(payment.amount.amount)}
          </PaymentRow>
        ))}
        {cash && cash.change > 0 && (
          <>
            <dt>Cash tendered</dt>
            <dd>{money(cash.tendered)}</dd>
            <dt>Change given</dt>
            <dd>{money(cash.change)}</dd>
          </>
        )}
      </Rows>
    </Sheet>
  );
}

function ItemRow({ item }: { item: Order['items'][number] }) {
  const detail = item.type === 'session' ? `${item.description} · ${item.attendeeName}` : item.description;
  return (
    <>
      <dt>
        {item.name}
        <br />
        <small>{detail}</small>
      </dt>
      <dd>{item.price.formatted}</dd>
    </>
  );
}

function PaymentRow({ label, children }: { label: string; children: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
