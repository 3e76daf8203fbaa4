import { useState } from 'react';
import type { LessonPaymentBody } from '@leisure/api-contract/browser';
import {
  BankDetailsForm,
  DirectDebitConfirmation,
  DirectDebitGuarantee,
  toMembershipBankDetails,
  useDirectDebitOperator,
  type BankDetails,
} from '@leisure/direct-debit';
import { SelectField, ValidationErrors } from '@leisure/ui';
import { ordinal } from '../lessonLabels.ts';

const BILLING_DAYS = Array.from({ length: 28 }, (_, index) => ({
  value: String(index + 1),
  label: ordinal(index + 1),
}));

export interface AcceptWithBankDetailsProps {
  /** The API's 422 messages, keyed as it sends them (bankDetails.accountDetails.sortCode, billingDay…). */
  serverMessages: Record<string, string[]> | undefined;
  busy: boolean;
  /** The details were sent again: the last refusal's messages no longer stand. */
  onResubmit: () => void;
  onAccept: (body: LessonPaymentBody) => void;
}

/** The API keys bank-details messages under `bankDetails.`; the form knows them by their own names. */
function formMessages(messages: Record<string, string[]> | undefined): Record<string, string[]> | undefined {
  if (!messages) return undefined;
  return Object.fromEntries(Object.entries(messages).map(([key, value]) => [key.replace(/^bankDetails\./, ''), value]));
}

/**
 * No Direct Debit yet: joining's bank-details step and its check from packages/direct-debit (docs/decisions/0913),
 * with a billing day, then the acceptance that sets the mandate up (docs/decisions/0592).
 */
export function AcceptWithBankDetails({ serverMessages, busy, onResubmit, onAccept }: AcceptWithBankDetailsProps) {
  const operator = useDirectDebitOperator();
  const [details, setDetails] = useState<BankDetails | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [billingDay, setBillingDay] = useState('1');
  const messages = formMessages(serverMessages);
  if (confirming && details && !serverMessages) {
    return (
      <DirectDebitConfirmation
        details={details}
        operator={operator}
        busy={busy}
        continueLabel="Confirm and accept the place"
        editLabel="Edit bank details"
        onEdit={() => setConfirming(false)}
        onContinue={() =>
          onAccept({
            paymentMethod: 'directDebit',
            bankDetails: toMembershipBankDetails(details),
            billingDay: Number(billingDay),
          })
        }
      />
    );
  }
  return (
    <>
      <ValidationErrors messages={serverMessages ?? {}} />
      <SelectField
        id="lesson-billing-day"
        label="Billing day"
        hint="The day of the month your Direct Debit is collected on."
        options={BILLING_DAYS}
        value={billingDay}
        error={serverMessages?.billingDay?.[0]}
        onChange={(event) => setBillingDay(event.target.value)}
      />
      <BankDetailsForm
        initialDetails={details ?? undefined}
        needsBillingAddress={false}
        intro="Enter the account the monthly payments for lessons should come from. You will check the details next."
        submitLabel="Continue"
        serverMessages={messages}
        onSubmit={(entered) => {
          setDetails(entered);
          onResubmit();
          setConfirming(true);
        }}
      />
      <DirectDebitGuarantee operatorName={operator?.name ?? 'the company collecting your payments'} />
    </>
  );
}
