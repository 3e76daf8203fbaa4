import { useState } from 'react';
import styled from 'styled-components';
import { toApiError } from '@leisure/api-client';
import { Button, ErrorSummary, SelectField, Spinner } from '@leisure/ui';
import {
  useGetHealthCommitmentQuery,
  useGetMembershipTermsQuery,
} from '@leisure/api-client/endpoints/membershipTermsApi';
import { TermsCheckbox } from '@leisure/form-kit';
import { useMembershipCosts } from '../hooks/useMembershipCosts.ts';
import { ordinal } from '../startDateRules.ts';
import { CostBreakdown } from './CostBreakdown.tsx';
import { PromoCodeBox } from './PromoCodeBox.tsx';
import { StartDateChoice } from './StartDateChoice.tsx';

const Block = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.l};
`;

const Notice = styled.p`
  padding: ${({ theme }) => theme.spacing.s};
  border-left: 4px solid ${({ theme }) => theme.colours.primaryOnBackground};
  background: ${({ theme }) => theme.colours.surface};
`;

const billingDays = Array.from({ length: 28 }, (_, index) => index + 1);

export interface DatesChoice {
  startDate: string | null;
  billingDay: number | null;
  promotion: { id: number; code: string } | null;
  healthCommitmentAgreed: boolean;
  membershipTermsAgreed: boolean;
}

export interface DatesSectionProps extends DatesChoice {
  membershipName: string;
  membershipTypeId: number;
  paymentOptionId: number;
  venueId: number;
  paymentType: 'recurring' | 'fixed';
  promotionEnabled: boolean;
  /** Monthly, and the user has no billing date yet (docs/product/joining.md §5 "Review step"). */
  needsBillingDay: boolean;
  /** The billing day shown is joining's suggestion (decision 0023): the hint says why. */
  billingDaySuggested?: boolean;
  /** The Direct Debit sections follow: the button reads Continue. */
  directDebitFollows: boolean;
  /** Changing a held membership: its costs and its own start-date window (decision 0204). */
  change?: { membershipId: number; startsAt: { min: string; max: string } } | null;
  onChange: (change: Partial<DatesChoice>) => void;
  busy?: boolean;
  onContinue: () => void;
  now?: Date;
}

/** Section 5 "Review & select dates": start date, billing day, promo code, costs and the two membership terms. */
export function DatesSection(props: DatesSectionProps) {
  const { membershipTypeId, paymentOptionId, needsBillingDay, onChange } = props;
  const { costs, bounds, startDate, waitingForBillingDay } = useMembershipCosts(props);
  const [attempts, setAttempts] = useState(0);
  const tried = attempts > 0;
  const health = useGetHealthCommitmentQuery({ params: { typeId: membershipTypeId } });
  const terms = useGetMembershipTermsQuery({ params: { typeId: membershipTypeId } });
  const costsError = costs.error ? toApiError(costs.error) : undefined;
  // The two terms a membership may ask to agree to, in the order the section shows them.
  const agreements = [
    {
      fieldId: 'terms-health',
      term: health.data,
      agreed: 'healthCommitmentAgreed',
      message: 'Agree to the health commitment statement',
    },
    {
      fieldId: 'terms-membership',
      term: terms.data,
      agreed: 'membershipTermsAgreed',
      message: 'Agree to the membership terms and conditions',
    },
  ] as const;

  const problems: { fieldId: string; message: string }[] = [];
  if (needsBillingDay && props.billingDay === null) {
    problems.push({ fieldId: 'billing-day', message: 'Choose the day of the month your payments are taken' });
  }
  for (const { fieldId, term, agreed, message } of agreements) {
    if (term && !props[agreed]) problems.push({ fieldId, message });
  }
  const ready = problems.length === 0 && !costsError && Boolean(costs.data) && !health.isLoading && !terms.isLoading;
  const messageFor = (fieldId: string) => (tried ? problems.find((p) => p.fieldId === fieldId)?.message : undefined);

  function submit() {
    if (!ready) {
      setAttempts((count) => count + 1);
      return;
    }
    props.onContinue();
  }

  return (
    <div>
      {tried && problems.length > 0 && <ErrorSummary errors={problems} focusKey={attempts} />}
      <Block>
        <h3>Your Membership</h3>
        <p>{props.membershipName}</p>
      </Block>
      <StartDateChoice value={startDate} bounds={bounds} onChange={(value) => onChange({ startDate: value })} />
      {needsBillingDay && (
        <SelectField
          id="billing-day"
          label="Billing day"
          hint={
            props.billingDaySuggested && props.billingDay !== null
              ? `The day of each month your Direct Debit is collected. We suggest the ${ordinal(props.billingDay)}, ` +
                'the day after your start date, so you pay the least today. You can choose any day.'
              : 'The day of each month your Direct Debit is collected.'
          }
          placeholder="Select a day"
          value={props.billingDay === null ? '' : String(props.billingDay)}
          error={messageFor('billing-day')}
          onChange={(event) => onChange({ billingDay: event.target.value ? Number(event.target.value) : null })}
          options={billingDays.map((day) => ({ value: String(day), label: ordinal(day) }))}
        />
      )}
      {props.paymentType === 'recurring' && (
        <Notice>
          Your monthly payments are collected by Direct Debit
          {props.billingDay !== null ? ` on the ${ordinal(props.billingDay)} of each month` : ''}
          {costs.data?.prettyFirstBillingDate ? `, starting ${costs.data.prettyFirstBillingDate}` : ''}.
        </Notice>
      )}
      {props.promotionEnabled && (
        <PromoCodeBox
          paymentOptionId={paymentOptionId}
          promotion={props.promotion}
          onChange={(promotion) => onChange({ promotion })}
        />
      )}
      <Block aria-live="polite" aria-busy={costs.isFetching}>
        <h3>Costs</h3>
        {costsError && (
          <p role="alert">
            {costsError.validationMessages.incalculablePrice ? 'Could not calculate price.' : costsError.message}
          </p>
        )}
        {costs.isFetching && !costs.data && <Spinner label="Working out your costs" />}
        {costs.data && <CostBreakdown costs={costs.data} />}
        {costs.data?.schedule && <p>{costs.data.schedule.summary}</p>}
        {waitingForBillingDay && <p>Choose a billing day to see your costs.</p>}
      </Block>
      {agreements.map(
        ({ fieldId, term, agreed }) =>
          term && (
            <TermsCheckbox
              key={fieldId}
              id={fieldId}
              term={term}
              checked={props[agreed]}
              onChange={(checked) => onChange({ [agreed]: checked })}
              label="I agree to the"
              error={messageFor(fieldId)}
            />
          ),
      )}
      <Button aria-disabled={!ready} busy={props.busy} onClick={submit}>
        {props.directDebitFollows ? 'Continue' : 'Save and continue to checkout'}
      </Button>
    </div>
  );
}
