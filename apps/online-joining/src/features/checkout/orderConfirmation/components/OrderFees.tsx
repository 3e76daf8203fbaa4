import type { Order } from '@leisure/api-contract';
import { FeeLines } from '../../../joining/index.ts';
import { feeRowsOf } from '../orderLines.ts';
import { FeesCard, PaidWith } from './confirmationStyles.ts';

const tenderNames: Record<Order['payments'][number]['tenderType'], string> = {
  card: 'card',
  cash: 'cash',
  'offline-voucher': 'voucher',
  cheque: 'cheque',
  credit: 'account credit',
  'membership-credit': 'membership credit',
};

/** docs/product/joining.md §2: the fees card, each fee paid and the order's total, and how it was paid. */
export function OrderFees({ order }: { order: Order }) {
  const rows = feeRowsOf(order);
  const paidWith = order.payments.map((payment) => tenderNames[payment.tenderType]);
  return (
    <FeesCard aria-labelledby="order-fees-heading">
      <h2 id="order-fees-heading">What you paid</h2>
      <FeeLines>
        {rows.map((row, index) => (
          <div key={`${index}-${row.label}`} style={{ display: 'contents' }}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        <dt className="total">Total paid</dt>
        <dd className="total">{order.total.formatted}</dd>
      </FeeLines>
      {order.tax.amount > 0 && <PaidWith>Includes VAT of {order.tax.formatted}.</PaidWith>}
      <PaidWith>
        {paidWith.length > 0
          ? `Paid by ${[...new Set(paidWith)].join(' and ')}.`
          : 'Nothing was due today, so no payment was taken.'}
      </PaidWith>
    </FeesCard>
  );
}
