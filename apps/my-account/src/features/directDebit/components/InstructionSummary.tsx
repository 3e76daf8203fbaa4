import styled from 'styled-components';
import type { DirectDebitInstruction } from '@leisure/api-contract/browser';
import { formatSortCode } from '@leisure/direct-debit';
import { accountEnding, collectionDate, ordinal } from '../directDebitLabels.ts';

const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(9rem, max-content) 1fr;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.l};
  margin: 0;

  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    dd + dt {
      margin-top: ${({ theme }) => theme.spacing.s};
    }
  }
`;

/** The member's instruction as it stands: the account only by its last digits, and the next collection. */
export function InstructionSummary({ instruction }: { instruction: DirectDebitInstruction }) {
  const next = instruction.nextCollection;
  return (
    <Details aria-label="Your Direct Debit">
      <dt>Account holder</dt>
      <dd>{instruction.accountHolder}</dd>
      <dt>Sort code</dt>
      <dd>{formatSortCode(instruction.sortCode)}</dd>
      <dt>Account number</dt>
      <dd>{accountEnding(instruction.accountNumberMasked)}</dd>
      <dt>Billing day</dt>
      <dd>The {ordinal(instruction.billingDay)} of each month</dd>
      <dt>Next collection</dt>
      <dd>{next ? `${next.amount.formatted} on ${collectionDate(next.date)}` : 'None planned'}</dd>
    </Details>
  );
}
