import { useId, useState } from 'react';
import { BankDetailsForm } from '@leisure/direct-debit';
import { SelectField } from '@leisure/ui';
import type { NewMandate } from '../enrol/enrolMachine.ts';
import { ordinal } from '../rules/lessonLabels.ts';

export interface BankDetailsStepProps {
  mandate: NewMandate | null;
  needsBillingAddress: boolean;
  /** The server's 422 messages as the shared form keys them, and `billingDay`. */
  serverMessages: Record<string, string[]> | undefined;
  onEntered: (mandate: NewMandate) => void;
}

const billingDays = Array.from({ length: 28 }, (_, index) => index + 1);

const formIntro = 'Enter the details of the bank or building society account the payments will come from.';

/**
 * Step 2 for a payer with no Direct Debit yet: joining's bank details form and checks (packages/direct-debit), with
 * the day of the month collections are made (docs/decisions/0592). Whatever was typed comes back with the form.
 */
export function BankDetailsStep({ mandate, needsBillingAddress, serverMessages, onEntered }: BankDetailsStepProps) {
  const id = useId();
  const [billingDay, setBillingDay] = useState(mandate?.billingDay ?? 1);
  const [dayChanged, setDayChanged] = useState(false);
  const { billingDay: dayMessages, ...bankMessages } = serverMessages ?? {};
  return (
    <>
      <p>
        Lessons are paid monthly by Direct Debit. The first collection also pays for the part month before it, pro rata:
        it is shown as soon as the place is yours.
      </p>
      <SelectField
        id={`${id}-billing-day`}
        label="Collection day"
        hint="The day of the month your payments are collected"
        width="medium"
        value={String(billingDay)}
        error={dayChanged ? undefined : dayMessages?.[0]}
        onChange={(event) => {
          setBillingDay(Number(event.target.value));
          setDayChanged(true);
        }}
      >
        {billingDays.map((day) => (
          <option key={day} value={day}>
            The {ordinal(day)} of each month
          </option>
        ))}
      </SelectField>
      <BankDetailsForm
        initialDetails={mandate?.details}
        needsBillingAddress={needsBillingAddress}
        intro={formIntro}
        serverMessages={Object.keys(bankMessages).length > 0 ? bankMessages : undefined}
        onSubmit={(details) => onEntered({ details, billingDay })}
      />
    </>
  );
}
