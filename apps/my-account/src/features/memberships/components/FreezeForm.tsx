import { useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useNavigate } from 'react-router-dom';
import { useController, useForm, type FieldErrors, type UseControllerReturn } from 'react-hook-form';
import type { FreezeOptions, FreezeQuote, FreezeReason, HeldMembership } from '@leisure/api-contract/browser';
import { isApiError } from '@leisure/api-client';
import { useFreezeMembershipMutation, useLazyQuoteFreezeQuery } from '@leisure/api-client/endpoints/myMembershipsApi';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { placeServerMessages } from '@leisure/form-kit';
import { Button, DateField, focusField, parseUkDate, RadioGroup, ValidationErrors } from '@leisure/ui';
import { freezeReasonLabels, longDate, membershipsPath } from '../membershipLabels.ts';
import { FreezeQuoteSummary } from './FreezeQuoteSummary.tsx';

interface FreezeValues {
  /** As typed, DD/MM/YYYY. */
  startDate: string;
  endDate: string;
  reason: string;
}
type Field = keyof FreezeValues;

const fieldIds: Record<Field, string> = { startDate: 'freeze-start', endDate: 'freeze-end', reason: 'freeze-reason' };
const order: Field[] = ['startDate', 'endDate', 'reason'];
const isField = (key: string): key is Field => (order as string[]).includes(key);
const emptyValues: FreezeValues = { startDate: '', endDate: '', reason: '' };
const reasonOptions = Object.entries(freezeReasonLabels).map(([value, label]) => ({ value, label }));

/** What the member typed, checked in the browser: the server checks the dates' range again. */
const freezeMessages = {
  startDate: 'Enter the first day of the freeze as DD/MM/YYYY.',
  endDate: 'Enter the last day of the freeze as DD/MM/YYYY.',
  reason: 'Choose a reason for the freeze.',
} as const;

/** The server's messages by their fields, in the form's order, for the list under "Validation errors". */
function serverMessages(errors: FieldErrors<FreezeValues>): Partial<Record<Field, string[]>> {
  return Object.fromEntries(
    order.flatMap((field) => {
      const message = errors[field]?.type === 'server' ? errors[field].message : undefined;
      return message ? [[field, [message]]] : [];
    }),
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.l};
  justify-items: start;
  max-width: 40rem;
`;

const Banner = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.m};
  border-left: 4px solid ${({ theme }) => theme.colours.danger};
  background: ${({ theme }) => theme.colours.dangerSurface};
`;

/**
 * The freeze form (docs/decisions/0440): dates and a reason, then the effect on payments, then Confirm freeze.
 * Changing anything takes the effect away again, so what is confirmed is always what was shown.
 */
export function FreezeForm({ membership, options }: { membership: HeldMembership; options: FreezeOptions }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [quote, setQuote] = useState<FreezeQuote | null>(null);
  const [getQuote, quoting] = useLazyQuoteFreezeQuery();
  const [freeze, freezing] = useFreezeMembershipMutation();
  const banner = useRef<HTMLParagraphElement>(null);
  const params = { membershipId: membership.id };
  const { control, handleSubmit, setError, getValues, formState } = useForm<FreezeValues>({
    // Focus goes to the first field in error by focusField (a radio group's first radio, its legend in view).
    shouldFocusError: false,
    // The messages stay until the form is sent again, as they always have.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: emptyValues,
  });
  const startDate = useController({
    control,
    name: 'startDate',
    rules: { validate: (value) => parseUkDate(value) !== null || freezeMessages.startDate },
  });
  const endDate = useController({
    control,
    name: 'endDate',
    rules: { validate: (value) => parseUkDate(value) !== null || freezeMessages.endDate },
  });
  const reason = useController({
    control,
    name: 'reason',
    rules: { validate: (value) => value !== '' || freezeMessages.reason },
  });

  // Changing anything takes the effect on payments away again.
  const bound = ({ field, fieldState }: UseControllerReturn<FreezeValues>) => ({
    ref: field.ref,
    value: field.value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      field.onChange(event.target.value);
      setQuote(null);
    },
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  });

  function focusFirst(errors: FieldErrors<FreezeValues>) {
    const first = order.find((field) => errors[field]);
    if (first) requestAnimationFrame(() => focusField(fieldIds[first]));
  }

  function failed(error: unknown) {
    if (isApiError(error) && error.status === 422) {
      const placed: FieldErrors<FreezeValues> = {};
      placeServerMessages(
        error.validationMessages,
        (key) => (isField(key) ? key : undefined),
        (name, message) => {
          const field = name as Field;
          placed[field] = { type: 'server', message };
          setError(field, { type: 'server', message });
        },
      );
      if (Object.keys(placed).length > 0) return focusFirst(placed);
    }
    setRefusal(isApiError(error) ? error.message : 'Something went wrong. Please try again.');
    requestAnimationFrame(() => banner.current?.focus());
  }

  async function seeEffect(values: FreezeValues) {
    setRefusal(null);
    const start = parseUkDate(values.startDate);
    const end = parseUkDate(values.endDate);
    if (!start || !end) return;
    const result = await getQuote({ params, query: { startDate: start, endDate: end } });
    if (result.error) return failed(result.error);
    if (result.data) setQuote(result.data);
  }

  function invalid(errors: FieldErrors<FreezeValues>) {
    setRefusal(null);
    focusFirst(errors);
  }

  async function confirm() {
    if (!quote) return;
    const result = await freeze({
      params,
      body: { startDate: quote.startDate, endDate: quote.endDate, reason: getValues('reason') as FreezeReason },
    });
    if ('error' in result) {
      setQuote(null);
      return failed(result.error);
    }
    dispatch(
      showToast({
        content: `${membership.name} will be frozen from ${longDate(quote.startDate)} to ${longDate(quote.endDate)}.`,
        type: 'success',
      }),
    );
    void navigate(membershipsPath);
  }

  return (
    <Form noValidate onSubmit={(event) => void handleSubmit(seeEffect, invalid)(event)}>
      {refusal && (
        <Banner ref={banner} tabIndex={-1} role="alert">
          {refusal}
        </Banner>
      )}
      <ValidationErrors messages={serverMessages(formState.errors)} />
      <DateField
        {...bound(startDate)}
        id={fieldIds.startDate}
        label="First day of the freeze"
        hint={`Between ${longDate(options.startDate.min)} (your next payment) and ${longDate(options.startDate.max)}, as DD/MM/YYYY`}
        required
      />
      <DateField
        {...bound(endDate)}
        id={fieldIds.endDate}
        label="Last day of the freeze"
        hint={`${options.minDays} days to ${options.maxMonths} months after the first day, as DD/MM/YYYY`}
        required
      />
      <RadioGroup
        {...bound(reason)}
        id={fieldIds.reason}
        name={reason.field.name}
        legend="Reason for the freeze"
        options={reasonOptions}
        required
      />
      <p>
        While frozen you pay {options.monthlyFee.formatted} a month instead of {options.usualMonthlyPrice.formatted},
        for the days frozen.
      </p>
      {!quote && (
        <Button type="submit" busy={quoting.isFetching}>
          See the effect on payments
        </Button>
      )}
      {quote && (
        <>
          <FreezeQuoteSummary quote={quote} />
          <Button type="button" busy={freezing.isLoading} onClick={() => void confirm()}>
            Confirm freeze
          </Button>
        </>
      )}
    </Form>
  );
}
