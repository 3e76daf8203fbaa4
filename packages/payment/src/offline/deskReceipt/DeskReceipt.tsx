import { lazy, Suspense, useState } from 'react';
import type { Order } from '@leisure/api-contract/browser';
import { useCurrentUser } from '@leisure/auth';
import { Button, Spinner } from '@leisure/ui';
import type { CashHandedOver } from '../tenders/receiptFacts.ts';

// Loaded when asked for: a customer's confirmation never needs the receipt, nor does any first load.
const OrderReceipt = lazy(() => import('../tenders/index.ts').then((module) => ({ default: module.OrderReceipt })));

/**
 * "Print receipt" on an order sold at the desk whose items allow one (docs/decisions/0621), on bookings' and online
 * joining's confirmations alike: it shows the receipt, built from the order (and the change given, when the checkout
 * that took the cash said), styled for print, and opens the print dialog; printing again is one more press.
 */
export function DeskReceipt({ order, cash }: { order: Order; cash: CashHandedOver | null }) {
  const { user } = useCurrentUser();
  const [prints, setPrints] = useState(0);
  return (
    <>
      <Button variant="secondary" onClick={() => setPrints((count) => count + 1)}>
        Print receipt
      </Button>
      {prints > 0 && (
        <Suspense fallback={<Spinner label="Preparing the receipt" />}>
          <OrderReceipt key={prints} order={order} cash={cash} currencySymbol={user?.currencySymbol} printOnShow />
        </Suspense>
      )}
    </>
  );
}
