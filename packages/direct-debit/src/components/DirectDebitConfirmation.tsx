import styled from 'styled-components';
import { Button, DefinitionList, Link } from '@leisure/ui';
import type { BankDetails, DirectDebitOperator } from '../bankDetails.ts';
import { telHref } from '../directDebitGuarantee.ts';
import { formatSortCode } from '../sortCode.ts';
import { DirectDebitGuarantee } from './DirectDebitGuarantee.tsx';
import { JointAccountNote } from './JointAccountNote.tsx';

export interface DirectDebitConfirmationProps {
  details: BankDetails;
  /** The operator (GET client); the guarantee names "the company collecting your payments" until it is known. */
  operator: DirectDebitOperator | undefined;
  busy?: boolean;
  onContinue: () => void;
  /** Shows "Change bank details", going back to the bank details form. */
  onEdit?: () => void;
  /** The confirming button's words; "Continue to checkout" by default. */
  continueLabel?: string;
  /** The edit button's words; "Change bank details" by default. */
  editLabel?: string;
}

const Summary = styled(DefinitionList)`
  margin-bottom: ${({ theme }) => theme.spacing.m};
`;

/** Even-width figures, easy to compare digit by digit with a bank card or statement. */
const Digits = styled.span`
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.05em;
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.m};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.m};
  margin-top: ${({ theme }) => theme.spacing.l};
`;

/**
 * Section 7, "Confirm your details": the bank details back for the payer to check before the mandate is set up,
 * with the cancellation note, the Direct Debit Guarantee and who to contact (docs/product/joining.md §2, Bacs's confirmation
 * screen). The account number is shown in full: this screen is where a mistyped digit gets caught, moments after
 * the payer typed it in their own session; stored details and emails show only its last digits.
 */
export function DirectDebitConfirmation({
  details,
  operator,
  busy = false,
  onContinue,
  onEdit,
  continueLabel = 'Continue to checkout',
  editLabel = 'Change bank details',
}: DirectDebitConfirmationProps) {
  const collector = operator?.name ?? 'the company collecting your payments';
  const address = [
    details.billingAddressLineOne,
    details.billingAddressLineTwo,
    details.billingCity,
    details.billingPostcode,
  ].filter(Boolean);

  return (
    <div>
      <Note>
        Your monthly payments will be collected by Direct Debit from the account below
        {operator ? (
          <>
            {' '}
            and will show on your bank statement as <strong>{operator.name.toUpperCase()}</strong>
          </>
        ) : null}
        . Please check the details before you continue.
      </Note>
      <Summary
        items={[
          { label: 'Account holder', value: details.accountHolder },
          { label: 'Sort code', value: <Digits>{formatSortCode(details.sortCode)}</Digits> },
          { label: 'Account number', value: <Digits>{details.accountNumber}</Digits> },
          address.length > 0 && { label: 'Billing address', value: address.join(', ') },
          operator && {
            label: 'Service user number',
            value: <Digits>{operator.directDebitServiceUserNumber}</Digits>,
          },
        ]}
      />
      {onEdit && (
        <Button variant="link" onClick={onEdit}>
          {editLabel}
        </Button>
      )}
      <Note>
        You can cancel a Direct Debit at any time by contacting your bank or building society. Written confirmation may
        be required. Please also let {operator ? operator.name : 'us'} know.
      </Note>
      <Note>
        <JointAccountNote />
      </Note>
      <DirectDebitGuarantee operatorName={collector} />
      {operator && (
        <Note>
          Questions about your Direct Debit? Contact {operator.name}: email{' '}
          <Link href={`mailto:${operator.supportEmail}`}>{operator.supportEmail}</Link> or call{' '}
          <Link href={telHref(operator.supportPhone)}>{operator.supportPhone}</Link>.
        </Note>
      )}
      <Actions>
        <Button busy={busy} onClick={onContinue}>
          {continueLabel}
        </Button>
      </Actions>
    </div>
  );
}
