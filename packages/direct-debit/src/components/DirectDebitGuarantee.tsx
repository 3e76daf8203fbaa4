import styled from 'styled-components';
import { focusVisible } from '@leisure/ui';
import { directDebitGuarantee } from '../directDebitGuarantee.ts';

const Details = styled.details`
  margin: ${({ theme }) => theme.spacing.m} 0;
  padding: ${({ theme }) => theme.spacing.s} ${({ theme }) => theme.spacing.m};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.small};

  summary {
    min-height: 1.5rem;
    color: ${({ theme }) => theme.colours.primaryOnBackground};
    font-weight: 700;
    text-decoration: underline;
    cursor: pointer;
    ${focusVisible}
  }

  ul {
    margin: ${({ theme }) => theme.spacing.s} 0 0;
    padding-left: ${({ theme }) => theme.spacing.l};
  }

  li + li {
    margin-top: ${({ theme }) => theme.spacing.xs};
  }
`;

/** The Direct Debit Guarantee, folded away behind its title so the confirmation stays short (Bacs allows a link). */
export function DirectDebitGuarantee({ operatorName }: { operatorName: string }) {
  const wording = directDebitGuarantee(operatorName);
  return (
    <Details>
      <summary>The Direct Debit Guarantee</summary>
      <ul>
        <li>{wording.offered}</li>
        <li>{wording.advanceNotice}</li>
        <li>
          {wording.refund}
          <ul>
            <li>{wording.repayment}</li>
          </ul>
        </li>
        <li>{wording.cancellation}</li>
      </ul>
    </Details>
  );
}
