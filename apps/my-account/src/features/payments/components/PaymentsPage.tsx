import styled from 'styled-components';
import { usePageTitle } from '@leisure/theme';
import { usePaymentHistoryQuery } from '../hooks/usePaymentHistoryQuery.ts';
import { PaymentHistory } from './PaymentHistory.tsx';
import { SavedCards } from './SavedCards.tsx';

const Sections = styled.div`
  display: grid;
  /* minmax(0, …): a wide child (the history table) must not stretch the column past the viewport. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.xl};

  h1 {
    margin: 0;
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.m};
  }
`;

/**
 * Payments (docs/product/account.md D30): the payment history, a page at a time, and the saved cards. The saved
 * cards wait for the history above them, so its arrival does not push them down the screen
 * (docs/decisions/0036-layout-shift.md).
 */
export function PaymentsPage() {
  usePageTitle('Payments');
  const history = usePaymentHistoryQuery();
  const historySettled = history.data !== undefined || history.isError;
  return (
    <Sections>
      <h1>Payments</h1>
      <PaymentHistory />
      {historySettled && <SavedCards />}
    </Sections>
  );
}
