import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useNavigate } from 'react-router-dom';
import type { FreezeOptions, FreezeQuote, FreezeReason, HeldMembership } from '@leisure/api-contract/browser';
import { isApiError, type ApiError } from '@leisure/api-client';
import { useFreezeMembershipMutation, useLazyQuoteFreezeQuery } from '@leisure/api-client/endpoints/myMembershipsApi';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { Button, DateField, focusField, parseUkDate, RadioGroup, ValidationErrors } from '@leisure/ui';
import { freezeReasonLabels, longDate, membershipsPath } from '../membershipLabels.ts';
import { FreezeQuoteSummary } from './FreezeQuoteSummary.tsx';

type Field = 'startDate' | 'endDate' | 'reason';
type Messages = Partial<Record<Field, string[]>>;

const fieldIds: Record<Field, string> = { startDate: 'freeze-start', endDate: 'freeze-end', reason: 'freeze-reason' };
const order: Field[] = ['startDate', 'endDate', 'reason'];
const reasonOptions = Object.entries(freezeReasonLabels).map(([value, label]) => ({ value, label }));

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

/** What the member typed, checked in the browser: the server checks the dates' range again. */
function checked(startText: string, endText: string, reason: string) {
  const startDate = parseUkDate(startText);
  const endDate = parseUkDate(endText);
  const messages: Messages = {};
  if (!startDate) messages.startDate = ['Enter the first day of the freeze as DD/MM/YYYY.'];
  if (!endDate) messages.endDate = ['Enter the last day of the freeze as DD/MM/YYYY.'];
  if (!reason) messages.reason = ['Choose a reason for the freeze.'];
  return { startDate, endDate, messages };
}

const fieldMessages = (error: ApiError): Messages => {
  const messages: Messages = {};
  for (const field of order) if (error.validationMessages[field]) messages[field] = error.validationMessages[field];
  return messages;
};

/**
 * The freeze form (docs/decisions/0440): dates and a reason, then the effect on payments, then Confirm freeze.
 * Changing anything takes the effect away again, so what is confirmed is always what was shown.
 */
export function FreezeForm({ membership, options }: { membership: HeldMembership; options: FreezeOptions }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [startText, setStartText] = useState('');
  const [endText, setEndText] = useState('');
  const [reason, setReason] = useState('');
  const [messages, setMessages] = useState<Messages>({});
  const [serverMessages, setServerMessages] = useState<Messages>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [quote, setQuote] = useState<FreezeQuote | null>(null);
  const [getQuote, quoting] = useLazyQuoteFreezeQuery();
  const [freeze, freezing] = useFreezeMembershipMutation();
  const banner = useRef<HTMLParagraphElement>(null);
  const params = { membershipId: membership.id };

  const edited = (set: (value: string) => void) => (value: string) => {
    set(value);
    setQuote(null);
  };

  function showProblems(found: Messages, fromServer: boolean) {
    setMessages(found);
    setServerMessages(fromServer ? found : {});
    const first = order.find((field) => found[field]);
    if (first) requestAnimationFrame(() => focusField(fieldIds[first]));
  }

  function failed(error: unknown) {
    if (isApiError(error) && error.status === 422 && Object.keys(fieldMessages(error)).length > 0) {
      showProblems(fieldMessages(error), true);
      return;
    }
    setRefusal(isApiError(error) ? error.message : 'Something went wrong. Please try again.');
    requestAnimationFrame(() => banner.current?.focus());
  }

  async function seeEffect(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const { startDate, endDate, messages: found } = checked(startText, endText, reason);
    if (!startDate || !endDate || Object.keys(found).length > 0) return showProblems(found, false);
    showProblems({}, false);
    const result = await getQuote({ params, query: { startDate, endDate } });
    if (result.error) return failed(result.error);
    if (result.data) setQuote(result.data);
  }

  async function confirm() {
    if (!quote) return;
    const result = await freeze({
      params,
      body: { startDate: quote.startDate, endDate: quote.endDate, reason: reason as FreezeReason },
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

  const error = (field: Field) => messages[field]?.[0];

  return (
    <Form noValidate onSubmit={(event) => void seeEffect(event)}>
      {refusal && (
        <Banner ref={banner} tabIndex={-1} role="alert">
          {refusal}
        </Banner>
      )}
      <ValidationErrors messages={serverMessages} />
      <DateField
        id={fieldIds.startDate}
        label="First day of the freeze"
        hint={`Between ${longDate(options.startDate.min)} (your next payment) and ${longDate(options.startDate.max)}, as DD/MM/YYYY`}
        value={startText}
        onChange={(event) => edited(setStartText)(event.target.value)}
        error={error('startDate')}
        required
      />
      <DateField
        id={fieldIds.endDate}
        label="Last day of the freeze"
        hint={`${options.minDays} days to ${options.maxMonths} months after the first day, as DD/MM/YYYY`}
        value={endText}
        onChange={(event) => edited(setEndText)(event.target.value)}
        error={error('endDate')}
        required
      />
      <RadioGroup
        id={fieldIds.reason}
        name="reason"
        legend="Reason for the freeze"
        options={reasonOptions}
        value={reason}
        onChange={(event) => edited(setReason)(event.target.value)}
        error={error('reason')}
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
