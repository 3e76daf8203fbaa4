import styled from 'styled-components';
import { CheckboxField, cluster, RadioGroup, SelectField } from '@leisure/ui';
import { paymentTypeLabels, type PaymentTypeChoice } from '../membershipFilters.ts';

const Bar = styled.div`
  ${cluster('l', 'flex-end')}
  margin-bottom: ${({ theme }) => theme.spacing.l};
`;

export interface MembershipFilterBarProps {
  categories: { id: number; name: string }[];
  categoryId: number | null;
  onCategoryChange: (categoryId: number | null) => void;
  paymentType: PaymentTypeChoice;
  onPaymentTypeChange: (paymentType: PaymentTypeChoice) => void;
  /** Hidden for a membership change (docs/product/joining.md §2). */
  showPaymentType: boolean;
  /** Offered to logged-in users where the centre allows it (canDisplayIneligibleMemberships). */
  canShowIneligible: boolean;
  showIneligible: boolean;
  onShowIneligibleChange: (show: boolean) => void;
}

/** docs/product/joining.md D9: one "Membership type" dropdown (All types first), the Monthly / Single payment toggle beside it. */
export function MembershipFilterBar(props: MembershipFilterBarProps) {
  const { categories, categoryId, paymentType, showPaymentType, canShowIneligible, showIneligible } = props;
  return (
    <Bar>
      <SelectField
        label="Membership type"
        value={categoryId === null ? '' : String(categoryId)}
        onChange={(event) => props.onCategoryChange(event.target.value ? Number(event.target.value) : null)}
        options={[
          { value: '', label: 'All types' },
          ...categories.map((category) => ({ value: String(category.id), label: category.name })),
        ]}
      />
      {showPaymentType && (
        <RadioGroup
          name="paymentType"
          legend="Payment"
          inline
          value={paymentType}
          onChange={(event) => props.onPaymentTypeChange(event.target.value as PaymentTypeChoice)}
          options={(['recurring', 'fixed'] as const).map((value) => ({ value, label: paymentTypeLabels[value] }))}
        />
      )}
      {canShowIneligible && (
        <CheckboxField
          label="Show ineligible memberships"
          checked={showIneligible}
          onChange={(event) => props.onShowIneligibleChange(event.target.checked)}
        />
      )}
    </Bar>
  );
}
