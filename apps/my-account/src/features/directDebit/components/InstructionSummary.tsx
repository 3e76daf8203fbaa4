import type { DirectDebitInstruction } from '@leisure/api-contract/browser';
import { formatSortCode } from '@leisure/direct-debit';
import { DefinitionList } from '@leisure/ui';
import { accountEnding, collectionDate, ordinal } from '../directDebitLabels.ts';

/** The member's instruction as it stands: the account only by its last digits, and the next collection. */
export function InstructionSummary({ instruction }: { instruction: DirectDebitInstruction }) {
  const next = instruction.nextCollection;
  return (
    <DefinitionList
      aria-label="Your Direct Debit"
      items={[
        { label: 'Account holder', value: instruction.accountHolder },
        { label: 'Sort code', value: formatSortCode(instruction.sortCode) },
        { label: 'Account number', value: accountEnding(instruction.accountNumberMasked) },
        { label: 'Billing day', value: `The ${ordinal(instruction.billingDay)} of each month` },
        {
          label: 'Next collection',
          value: next ? `${next.amount.formatted} on ${collectionDate(next.date)}` : 'None planned',
        },
      ]}
    />
  );
}
