import styled, { css } from 'styled-components';
import { panel } from '@leisure/ui';

/**
 * The payment method beside the order summary (decision 0505); below tablet width the summary follows it, so the
 * button is the last thing on the page.
 */
export const CheckoutLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 24rem;
  gap: ${({ theme }) => theme.spacing.xl};
  align-items: start;

  ${({ theme }) => theme.media.belowTablet} {
    grid-template-columns: minmax(0, 1fr);
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

const notice = (colour: 'success' | 'danger') => css`
  padding: ${({ theme }) => theme.spacing.m};
  border-left: 4px solid ${({ theme }) => theme.colours[colour]};
  background: ${({ theme }) => theme.colours[`${colour}Surface`]};
`;

export const NoPaymentNeeded = styled.p`
  ${notice('success')}
`;

/** What stops the order, said in the summary (or on the page): shown with role="alert". */
export const CheckoutAlert = styled.p`
  ${notice('danger')}
  margin: ${({ theme }) => theme.spacing.l} 0 0;
`;

/** What a declined payment leaves by the card form: what happened and what to do (issue 23). */
export const DeclinedNotice = styled.div`
  ${notice('danger')}
  margin-bottom: ${({ theme }) => theme.spacing.l};

  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: inherit;
  }
  p {
    margin: 0;
  }
`;

/** A group of things to agree in the summary: the checkout terms, and on bookings the attendees' waivers. */
export const CheckoutAgreements = styled.fieldset`
  /* Each checkbox field keeps its own space below; a gap as well would double it. */
  margin: ${({ theme }) => theme.spacing.l} 0 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing.s};
    font-weight: bold;
  }
  details {
    margin: 0 0 ${({ theme }) => theme.spacing.m};
  }
`;
