import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAppSelector } from '@leisure/app-store';
import { renderWithProviders } from '@leisure/app-store/testing';
import { selectOfflinePayments } from '../../src/index.ts';
import { OfflineTendersPanel, useLocalTenders, type CashHandedOver } from '../../src/offline/tenders/index.ts';
import { CARD_UNDER_WAY_MESSAGE } from '../../src/offline/tenders/useTenders.ts';

/** The panel on a joining cart needing `dueNow`: the tenders stay on the page (docs/decisions/0602, 0620). */
function JoiningDesk({
  dueNow,
  onCompleteOrder,
  cardUnderWay = false,
}: {
  dueNow: number;
  onCompleteOrder: (cash: CashHandedOver | null) => void;
  cardUnderWay?: boolean;
}) {
  const payments = useAppSelector(selectOfflinePayments);
  const balance = Math.max(0, dueNow - payments.reduce((sum, payment) => sum + payment.amount, 0));
  const applyTender = useLocalTenders(balance, '£', cardUnderWay);
  return (
    <OfflineTendersPanel
      balance={balance}
      applyTender={applyTender}
      tenderTypes={['cash', 'cheque']}
      currencySymbol="£"
      completing={false}
      onCompleteOrder={onCompleteOrder}
    />
  );
}

describe('offline tenders on a cart that holds no payments (joining at the desk)', () => {
  it('takes a cheque by the rules, refuses more than is due by its field, and completes at £0', async () => {
    const user = userEvent.setup();
    const onCompleteOrder = vi.fn();
    renderWithProviders(<JoiningDesk dueNow={4500} onCompleteOrder={onCompleteOrder} />);
    const cheque = screen.getByLabelText('Cheque (£)');
    const balance = screen.getByText(/^Balance left to pay:/);

    await user.type(cheque, '50.00');
    await user.click(screen.getByRole('button', { name: 'Apply cheque' }));
    expect(cheque).toHaveAccessibleDescription(expect.stringContaining('That is more than the £45.00 left to pay.'));
    expect(cheque).toHaveFocus();

    await user.clear(cheque);
    await user.type(cheque, '20');
    await user.click(screen.getByRole('button', { name: 'Apply cheque' }));
    await waitFor(() => expect(balance).toHaveTextContent('Balance left to pay: £25.00'));
    // Rule 1: a second cheque replaces the first.
    await user.type(cheque, '45');
    await user.click(screen.getByRole('button', { name: 'Apply cheque' }));
    await waitFor(() => expect(balance).toHaveTextContent('Balance left to pay: £0.00'));
    const taken = screen.getByRole('list', { name: 'Payments taken' });
    expect(within(taken).getAllByRole('listitem')).toHaveLength(1);
    expect(taken).toHaveTextContent('Cheque £45.00');

    await user.click(screen.getByRole('button', { name: 'Complete order' }));
    expect(onCompleteOrder).toHaveBeenCalledWith(null);

    // Rule 2: Remove takes it off again.
    await user.click(screen.getByRole('button', { name: 'Remove cheque payment' }));
    await waitFor(() => expect(balance).toHaveTextContent('Balance left to pay: £45.00'));
    expect(screen.getByRole('button', { name: 'Complete order' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('leaves a balance for the card, and keeps the tenders as they are while a card payment is under way', async () => {
    const user = userEvent.setup();
    const onCompleteOrder = vi.fn();
    const { rerender } = renderWithProviders(<JoiningDesk dueNow={4500} onCompleteOrder={onCompleteOrder} />);
    const cheque = screen.getByLabelText('Cheque (£)');
    await user.type(cheque, '20');
    await user.click(screen.getByRole('button', { name: 'Apply cheque' }));
    const balance = screen.getByText(/^Balance left to pay:/);
    await waitFor(() => expect(balance).toHaveTextContent('Balance left to pay: £25.00'));
    expect(screen.getByRole('button', { name: 'Complete order' })).toHaveAccessibleDescription(
      expect.stringContaining('or by card'),
    );

    // The card is paying the £25.00 with this cheque: a new amount would no longer match its order.
    rerender(<JoiningDesk dueNow={4500} onCompleteOrder={onCompleteOrder} cardUnderWay />);
    await user.clear(cheque);
    await user.type(cheque, '30');
    await user.click(screen.getByRole('button', { name: 'Apply cheque' }));
    expect(cheque).toHaveAccessibleDescription(expect.stringContaining(CARD_UNDER_WAY_MESSAGE));
    await user.click(screen.getByRole('button', { name: 'Remove cheque payment' }));
    expect(balance).toHaveTextContent('Balance left to pay: £25.00');
    expect(screen.getByRole('list', { name: 'Payments taken' })).toHaveTextContent('Cheque £20.00');
  });
});
