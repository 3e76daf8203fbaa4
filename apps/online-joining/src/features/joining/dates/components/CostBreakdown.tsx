import type { MembershipCosts } from '@leisure/api-contract';
import { FeeLines } from '../../paymentSummary/components/feeLines.ts';

/** The fee lines of docs/product/joining.md §2's sidebar and section 5: only those that apply, then what is paid today. */
export function costLines(costs: MembershipCosts): { label: string; value: string }[] {
  const { fees } = costs;
  const lines: { label: string; value: string }[] = [];
  if (fees.joiningFee.amount > 0) lines.push({ label: 'Setup fee', value: fees.joiningFee.formatted });
  if (costs.paymentType === 'fixed') lines.push({ label: 'Membership', value: fees.baseFee.formatted });
  if (fees.proRataFee.amount > 0) {
    const days = costs.proRataDays === 1 ? '1 day' : `${costs.proRataDays} days`;
    lines.push({ label: `Pro-rata payment (${days})`, value: fees.proRataFee.formatted });
  }
  if (fees.monthInHandFee.amount > 0) lines.push({ label: 'Month in hand', value: fees.monthInHandFee.formatted });
  if (fees.discount.amount > 0) {
    lines.push({
      label: `Discount${costs.promotion ? ` (${costs.promotion.code})` : ''}`,
      value: `−${fees.discount.formatted}`,
    });
  }
  return lines;
}

export function CostBreakdown({ costs }: { costs: MembershipCosts }) {
  return (
    <FeeLines>
      {costLines(costs).map((line) => (
        <div key={line.label} style={{ display: 'contents' }}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
      <dt className="total">To pay now</dt>
      <dd className="total">{costs.totalToPayNow.formatted}</dd>
    </FeeLines>
  );
}
