import styled from 'styled-components';
import { panel } from '@leisure/ui';
import { journeyColumns } from '../../joining/index.ts';

/** The payment method beside the order summary; the summary follows it on narrow screens. */
export const CheckoutLayout = styled.div`
  ${journeyColumns('24rem')}
`;

export const PaymentArea = styled.section`
  h2 {
    margin-top: 0;
  }
`;

export const SummaryCard = styled.aside`
  ${panel}

  > button {
    margin-top: ${({ theme }) => theme.spacing.l};
  }
`;

export const NoPaymentNeeded = styled.p`
  padding: ${({ theme }) => theme.spacing.m};
  border-left: 4px solid ${({ theme }) => theme.colours.success};
  background: ${({ theme }) => theme.colours.successSurface};
`;

export const TermsUnavailable = styled.p`
  margin: ${({ theme }) => theme.spacing.l} 0 0;
  padding: ${({ theme }) => theme.spacing.m};
  border-left: 4px solid ${({ theme }) => theme.colours.danger};
  background: ${({ theme }) => theme.colours.dangerSurface};
`;
