import type { MembershipCosts } from '@leisure/api-contract';
import { costLines } from '../dates/components/CostBreakdown.tsx';
import { paymentDuration } from '../memberships/components/membershipWords.ts';
import { PaymentSummary } from '../paymentSummary/components/PaymentSummary.tsx';
import type { ChosenMembership } from '../chosenMembership.ts';

/** The sidebar fed from the choice and, once known, the costs for the chosen dates. */
export function JoiningSummary({
  chosen,
  startDate,
  costs,
}: {
  chosen: ChosenMembership | null;
  startDate: string;
  costs: MembershipCosts | undefined;
}) {
  const fees = costs?.fees ?? chosen?.option.fees;
  return (
    <PaymentSummary
      selection={
        chosen && {
          membershipName: chosen.membership.name,
          categories: chosen.membership.categories.map((category) => category.name).join(', '),
          price: fees?.baseFee.formatted ?? chosen.option.globalBasePrice,
          duration: paymentDuration(chosen.option),
          startDate,
        }
      }
      lines={costs ? costLines(costs).filter((line) => line.label !== 'Membership') : []}
      costs={costs}
    />
  );
}
