import styled from 'styled-components';
import { panel } from '@leisure/ui';

/** The payment method beside the order summary; the summary (with the button) follows it on narrow screens. */
export const CheckoutLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.l};

  ${({ theme }) => theme.media.desktopUp} {
    grid-template-columns: minmax(0, 3fr) minmax(20rem, 2fr);
    align-items: start;
  }
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

const notice = (colour: 'success' | 'danger') => styled.p`
  padding: ${({ theme }) => theme.spacing.m};
  border-left: 4px solid ${({ theme }) => theme.colours[colour]};
  background: ${({ theme }) => theme.colours[`${colour}Surface`]};
`;

export const NoPaymentNeeded = notice('success');
export const Problem = notice('danger');

export const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.spacing.s} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: ${({ theme }) => theme.spacing.xs} 0 0;
  }
`;

export const Amounts = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: ${({ theme }) => theme.spacing.m} 0 0;

  dd {
    margin: 0;
    text-align: right;
  }
`;

export const Agreements = styled.fieldset`
  margin: ${({ theme }) => theme.spacing.l} 0 0;
  padding: 0;
  border: 0;

  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.spacing.s};
  }
  details {
    margin: 0 0 ${({ theme }) => theme.spacing.m};
  }
`;
