import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@leisure/api-client';
import { useChangeMyBankDetailsMutation } from '@leisure/api-client/endpoints/directDebitApi';
import { showToast, useAppDispatch } from '@leisure/app-store';
import {
  BankDetailsForm,
  DirectDebitConfirmation,
  DirectDebitGuarantee,
  toMembershipBankDetails,
  useDirectDebitOperator,
  type BankDetails,
} from '@leisure/direct-debit';
import { Button, ValidationErrors } from '@leisure/ui';
import { changedToast } from '../directDebitLabels.ts';
import { Banner, Step } from './directDebitStyles.ts';

export interface ChangeBankDetailsProps {
  needsBillingAddress: boolean;
  onDone: () => void;
}

const intro =
  'Enter the account your monthly payments should come from from now on. You will check the details before they ' +
  'are saved.';

/**
 * New bank details (docs/decisions/0461, 0462): joining's form and checks, then joining's confirmation with the number
 * in full and the Direct Debit Guarantee, then the change. The server's messages go back to the form, by their fields
 * and under "Validation errors", with everything typed kept.
 */
export function ChangeBankDetails({ needsBillingAddress, onDone }: ChangeBankDetailsProps) {
  const dispatch = useAppDispatch();
  const operator = useDirectDebitOperator();
  const [details, setDetails] = useState<BankDetails | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [serverMessages, setServerMessages] = useState<Record<string, string[]> | undefined>(undefined);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [change, changing] = useChangeMyBankDetailsMutation();
  const banner = useRef<HTMLParagraphElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The heading takes focus when the step opens and when it moves between the form and the check; not when the
  // server's messages bring the form back (its error summary takes focus then).
  const [headingFocus, setHeadingFocus] = useState(0);
  useEffect(() => heading.current?.focus(), [headingFocus]);

  async function confirm() {
    if (!details) return;
    setRefusal(null);
    const result = await change({ body: toMembershipBankDetails(details) });
    if ('error' in result) {
      const error = result.error;
      if (isApiError(error) && error.status === 422 && Object.keys(error.validationMessages).length > 0) {
        setServerMessages(error.validationMessages);
        setConfirming(false);
        return;
      }
      setRefusal(isApiError(error) ? error.message : 'Something went wrong. Please try again.');
      requestAnimationFrame(() => banner.current?.focus());
      return;
    }
    const ending = details.accountNumber.slice(-4);
    const changed = `Your Direct Debit now uses the account ending ${ending}.`;
    dispatch(showToast({ content: changedToast(changed, result.data.firstCollection, 'from it'), type: 'success' }));
    onDone();
  }

  return (
    <Step aria-labelledby="change-bank-details-heading">
      <h2 id="change-bank-details-heading" ref={heading} tabIndex={-1}>
        {confirming ? 'Check your new bank details' : 'Change bank details'}
      </h2>
      {refusal && (
        <Banner ref={banner} tabIndex={-1} role="alert">
          {refusal}
        </Banner>
      )}
      {confirming && details ? (
        <DirectDebitConfirmation
          details={details}
          operator={operator}
          busy={changing.isLoading}
          continueLabel="Confirm new bank details"
          editLabel="Edit bank details"
          onEdit={() => {
            setConfirming(false);
            setHeadingFocus((count) => count + 1);
          }}
          onContinue={() => void confirm()}
        />
      ) : (
        <>
          <ValidationErrors messages={serverMessages ?? {}} />
          <BankDetailsForm
            initialDetails={details ?? undefined}
            needsBillingAddress={needsBillingAddress}
            intro={intro}
            submitLabel="Continue"
            serverMessages={serverMessages}
            onSubmit={(entered) => {
              setDetails(entered);
              setServerMessages(undefined);
              setConfirming(true);
              setHeadingFocus((count) => count + 1);
            }}
          />
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
          <DirectDebitGuarantee operatorName={operator?.name ?? 'the company collecting your payments'} />
        </>
      )}
    </Step>
  );
}
