import { lazy, Suspense, useState } from 'react';
import type { Order } from '@leisure/api-contract';
import { useCurrentUser } from '@leisure/auth';
import { Button, Spinner } from '@leisure/ui';
import type { CashHandedOver } from '@leisure/payment/receiptFacts';
import { ReceiptArea } from './confirmationStyles.ts';

// Loaded when asked for: nothing of the receipt joins online joining's first load (or a customer's confirmation).
const OrderReceipt = lazy(() =>
  import('@leisure/payment/offlineTenders').then((module) => ({ default: module.OrderReceipt })),
);

/**
 * "Print receipt" on a membership sold at the desk whose order allows one (docs/decisions/0621): it shows the
 * receipt, built from the order, styled for print, and opens the print dialog; printing again is one more press.
 */
export function DeskReceipt({ order, cash }: { order: Order; cash: CashHandedOver | null }) {
  const { user } = useCurrentUser();
  const [prints, setPrints] = useState(0);
  return (
    <ReceiptArea>
      <Button variant="secondary" onClick={() => setPrints((count) => count + 1)}>
        Print receipt
      </Button>
      {prints > 0 && (
        <Suspense fallback={<Spinner label="Preparing the receipt" />}>
          <OrderReceipt key={prints} order={order} cash={cash} currencySymbol={user?.currencySymbol} printOnShow />
        </Suspense>
      )}
    </ReceiptArea>
  );
}
