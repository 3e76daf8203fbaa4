import { lazy, Suspense, useState } from 'react';
import type { Order } from '@leisure/api-contract/browser';
import { useCurrentUser } from '@leisure/auth';
import { Button, Spinner } from '@leisure/ui';

/** What checkout hands the confirmation when staff paid at the desk (docs/decisions/0621). */
export interface DeskReceiptState {
  printable: boolean;
  cash: { tendered: number; change: number } | null;
}

/** The navigation state checkout leaves for a front-of-house order, when it is one. */
export function deskReceiptFrom(state: unknown): DeskReceiptState | null {
  const receipt = (state as { deskReceipt?: DeskReceiptState } | null)?.deskReceipt;
  return receipt && typeof receipt.printable === 'boolean' ? receipt : null;
}

// Loaded when asked for: customers' confirmations never need it.
const OrderReceipt = lazy(() =>
  import('@leisure/payment/offlineTenders').then((module) => ({ default: module.OrderReceipt })),
);

/**
 * "Print receipt" on a front-of-house order whose items allow one (docs/decisions/0621): it shows the receipt,
 * styled for print, and opens the print dialog; printing again is one more press.
 */
export function DeskReceipt({ order, receipt }: { order: Order; receipt: DeskReceiptState }) {
  const { user } = useCurrentUser();
  const [prints, setPrints] = useState(0);
  return (
    <>
      <Button variant="secondary" onClick={() => setPrints((count) => count + 1)}>
        Print receipt
      </Button>
      {prints > 0 && (
        <Suspense fallback={<Spinner label="Preparing the receipt" />}>
          <OrderReceipt
            key={prints}
            order={order}
            cash={receipt.cash}
            currencySymbol={user?.currencySymbol}
            printOnShow
          />
        </Suspense>
      )}
    </>
  );
}
