import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useController, useForm } from 'react-hook-form';
import type { BillingDayChangeQuote } from '@leisure/api-contract/browser';
import { isApiError } from '@leisure/api-client';
import {
  useChangeMyBillingDayMutation,
  useLazyQuoteMyBillingDayChangeQuery,
} from '@leisure/api-client/endpoints/directDebitApi';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { Button, ButtonRow, focusField, SelectField, ValidationErrors } from '@leisure/ui';
import { BILLING_DAYS, changedToast, ordinal } from '../directDebitLabels.ts';
import { BillingDayQuoteSummary } from './BillingDayQuoteSummary.tsx';
import { Banner, Step } from './directDebitStyles.ts';

const FIELD_ID = 'new-billing-day';
const chooseADay = 'Choose a billing day between the 1st and the 28th.';

interface BillingDayValues {
  /** The day of the month chosen, "1" to "28"; empty until one is. */
  billingDay: string;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.m};
  justify-items: start;

  ul {
    margin: ${({ theme }) => theme.spacing.s} 0 0;
    padding-left: ${({ theme }) => theme.spacing.l};
  }
  h3 {
    margin: 0;
    font-size: 1.125rem;
  }
  h3:focus {
    outline: none;
  }
`;

export interface ChangeBillingDayProps {
  currentDay: number;
  onDone: () => void;
}

/**
 * A new billing day (docs/decisions/0460): choose a day, see the next collection date and amounts, then confirm.
 * Choosing another day takes the quote away again, so what is confirmed is always what was shown.
 */
export function ChangeBillingDay({ currentDay, onDone }: ChangeBillingDayProps) {
  const dispatch = useAppDispatch();
  // The server's last refusal as it said it: its list under "Validation errors" stays until the next try, while the
  // message by the field goes as soon as another day is chosen.
  const [serverMessages, setServerMessages] = useState<Record<string, string[]>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [quote, setQuote] = useState<BillingDayChangeQuote | null>(null);
  const [getQuote, quoting] = useLazyQuoteMyBillingDayChangeQuery();
  const [change, changing] = useChangeMyBillingDayMutation();
  const { control, handleSubmit, setError, clearErrors } = useForm<BillingDayValues>({
    // Focus goes to the field by focusField, once the message is shown.
    shouldFocusError: false,
    defaultValues: { billingDay: '' },
  });
  const day = useController({
    control,
    name: 'billingDay',
    rules: { validate: (value) => value !== '' || chooseADay },
  });
  const banner = useRef<HTMLParagraphElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const focusDay = () => requestAnimationFrame(() => focusField(FIELD_ID));

  function failed(error: unknown) {
    const dayMessages = isApiError(error) && error.status === 422 ? error.validationMessages.billingDay : undefined;
    if (dayMessages?.[0]) {
      setError('billingDay', { type: 'server', message: dayMessages[0] });
      setServerMessages({ billingDay: dayMessages });
      focusDay();
      return;
    }
    setRefusal(isApiError(error) ? error.message : 'Something went wrong. Please try again.');
    requestAnimationFrame(() => banner.current?.focus());
  }

  async function seeNextCollection({ billingDay }: BillingDayValues) {
    setRefusal(null);
    setServerMessages({});
    const result = await getQuote({ query: { billingDay } });
    if (result.error) return failed(result.error);
    if (result.data) setQuote(result.data);
  }

  function invalid() {
    setRefusal(null);
    setServerMessages({});
    focusDay();
  }

  async function confirm() {
    if (!quote) return;
    const result = await change({ body: { billingDay: quote.billingDay } });
    if ('error' in result) {
      setQuote(null);
      return failed(result.error);
    }
    const changed = `Your billing day is now the ${ordinal(quote.billingDay)}.`;
    dispatch(showToast({ content: changedToast(changed, result.data.firstCollection, 'on it'), type: 'success' }));
    onDone();
  }

  return (
    <Step aria-labelledby="change-billing-day-heading">
      <h2 id="change-billing-day-heading" ref={heading} tabIndex={-1}>
        Change billing day
      </h2>
      {refusal && (
        <Banner ref={banner} tabIndex={-1} role="alert">
          {refusal}
        </Banner>
      )}
      <ValidationErrors messages={serverMessages} />
      <Form noValidate onSubmit={(event) => void handleSubmit(seeNextCollection, invalid)(event)}>
        <SelectField
          ref={day.field.ref}
          id={FIELD_ID}
          label="New billing day"
          hint={`Your payments are collected on the ${ordinal(currentDay)} of each month now.`}
          placeholder="Choose a day"
          value={day.field.value}
          error={day.fieldState.error?.message}
          required
          width="medium"
          onChange={(event) => {
            day.field.onChange(event.target.value);
            setQuote(null);
            clearErrors('billingDay');
          }}
          onBlur={day.field.onBlur}
          options={BILLING_DAYS.map((option) => ({
            value: String(option),
            label: option === currentDay ? `${ordinal(option)} (your billing day now)` : ordinal(option),
            disabled: option === currentDay,
          }))}
        />
        {quote ? (
          <>
            <BillingDayQuoteSummary quote={quote} />
            <ButtonRow>
              <Button busy={changing.isLoading} onClick={() => void confirm()}>
                Confirm new billing day
              </Button>
              <Button variant="secondary" onClick={onDone}>
                Cancel
              </Button>
            </ButtonRow>
          </>
        ) : (
          <ButtonRow>
            <Button type="submit" busy={quoting.isFetching}>
              See the next collection date
            </Button>
            <Button variant="secondary" onClick={onDone}>
              Cancel
            </Button>
          </ButtonRow>
        )}
      </Form>
    </Step>
  );
}
