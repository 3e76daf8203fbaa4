import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TenderType } from '@leisure/api-contract/browser';
import { cartQueryArg, useGetCartQuery } from '@leisure/api-client/endpoints/cartApi';
import { useAppDispatch } from '@leisure/app-store';
import { forgetSession, renderWithProviders } from '@leisure/app-store/testing';
import { useSandbox } from '@leisure/test-support/sandbox';
import {
  formatMoney,
  offlinePaymentSet,
  offlinePaymentsSynced,
  removedFromCart,
  TENDER_TYPES,
} from '../../src/index.ts';
import {
  AMOUNT_FORMAT_MESSAGE,
  OfflineTendersPanel,
  useBasketTenders,
  type CashHandedOver,
} from '../../src/offline/tenders/index.ts';
import { server } from '../support/mswServer.ts';
import { apiBaseUrl, samId, staffWithSamsBasket } from './deskBasket.ts';

interface HarnessProps {
  selectedUserId: number;
  tenderTypes?: readonly TenderType[];
  currencySymbol?: string;
  onCompleteOrder?: (cash: CashHandedOver | null) => unknown;
}

/** The panel on Sam's basket as checkout shows it: the cart query, and each answer syncing the slice (as @leisure/basket does). */
function Desk({ selectedUserId, tenderTypes = TENDER_TYPES, currencySymbol = '£', onCompleteOrder }: HarnessProps) {
  const dispatch = useAppDispatch();
  const { data: cart } = useGetCartQuery(cartQueryArg(selectedUserId));
  const applyTender = useBasketTenders(selectedUserId);
  useEffect(() => {
    if (cart) dispatch(offlinePaymentsSynced(cart.payments, cart.uuid));
  }, [cart, dispatch]);
  if (!cart) return <p>Loading</p>;
  return (
    <OfflineTendersPanel
      balance={cart.totals.balance}
      applyTender={applyTender}
      tenderTypes={tenderTypes}
      currencySymbol={currencySymbol}
      completing={false}
      onCompleteOrder={onCompleteOrder ?? (() => {})}
    />
  );
}

const taken = () => screen.queryByRole('list', { name: 'Payments taken' });
const takenLines = () =>
  taken()
    ? within(taken()!)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];
const balance = () => screen.getByText(/^Balance left to pay:/);
const completeOrder = () => screen.getByRole('button', { name: 'Complete order' });

describe('offline tenders panel (docs/product/platform.md §4, docs/decisions/0620)', () => {
  const { sandbox } = useSandbox(server, { apiBaseUrl });
  beforeEach(() => forgetSession());

  async function openDesk(props: Partial<HarnessProps> = {}, skip = 0) {
    const cart = await staffWithSamsBasket(sandbox(), skip);
    const view = renderWithProviders(<Desk selectedUserId={samId(sandbox())} {...props} />, {
      environment: { apiBaseUrl },
    });
    await screen.findByRole('heading', { name: 'Take payment at the desk' });
    return { ...view, cart, user: userEvent.setup(), total: cart.totals.total };
  }

  async function tender(
    user: ReturnType<typeof userEvent.setup>,
    label: RegExp | string,
    amount: string,
    apply: string,
  ) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    await user.type(field, amount);
    await user.click(screen.getByRole('button', { name: apply }));
  }

  it('offers a row per configured tender, with the staff currency symbol', async () => {
    await openDesk({ tenderTypes: ['cash', 'cheque'], currencySymbol: '€' });
    expect(screen.getByLabelText('Cash tendered (€)')).toBeInTheDocument();
    expect(screen.getByLabelText('Cheque (€)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Voucher (£)')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply cash' })).toBeInTheDocument();
  });

  it('rule 1: a second cash payment replaces the first, and the balance follows', async () => {
    const { user, total } = await openDesk();
    await tender(user, /^Cash tendered/, '2.00', 'Apply cash');
    await waitFor(() => expect(takenLines()).toEqual(['Cash £2.00Remove cash payment']));
    await tender(user, /^Cash tendered/, '3', 'Apply cash');
    await waitFor(() => expect(takenLines()).toEqual(['Cash £3.00Remove cash payment']));
    expect(balance()).toHaveTextContent(`Balance left to pay: ${formatMoney(total - 300)}`);
    expect(balance()).toHaveAttribute('aria-live', 'polite');
  });

  it('rule 2: Remove (an amount of 0) takes a payment off, as does applying 0', async () => {
    const { user, total } = await openDesk({}, 1);
    await tender(user, /^Cash tendered/, '1.50', 'Apply cash');
    await tender(user, 'Voucher (£)', '1.00', 'Apply voucher');
    await waitFor(() => expect(takenLines()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Remove cash payment' }));
    await waitFor(() => expect(takenLines()).toEqual(['Voucher £1.00Remove voucher payment']));
    await tender(user, 'Voucher (£)', '0', 'Apply voucher');
    await waitFor(() => expect(screen.getByText('None yet.')).toBeInTheDocument());
    expect(balance()).toHaveTextContent(formatMoney(total));
  });

  it('rule 3: after a removal from the basket only credit is left on the list', async () => {
    const { store } = await openDesk({}, 2);
    act(() => {
      store.dispatch(offlinePaymentsSynced([{ tenderType: 'credit', amount: 100 }]));
    });
    expect(takenLines()).toEqual(['Credit £1.00Remove credit payment']);
    act(() => {
      store.dispatch(offlinePaymentSet({ tenderType: 'cash', amount: 200 }));
      store.dispatch(offlinePaymentSet({ tenderType: 'cheque', amount: 100 }));
    });
    expect(takenLines()).toHaveLength(3);
    act(() => {
      store.dispatch(removedFromCart());
    });
    expect(takenLines()).toEqual(['Credit £1.00Remove credit payment']);
  });

  it("rule 4: a cart answer keeps the cash taken here and adds the server's credit", async () => {
    const { store, user } = await openDesk({}, 3);
    await tender(user, /^Cash tendered/, '1.00', 'Apply cash');
    await waitFor(() => expect(takenLines()).toEqual(['Cash £1.00Remove cash payment']));
    act(() => {
      store.dispatch(offlinePaymentsSynced([{ tenderType: 'credit', amount: 50 }]));
    });
    expect(takenLines()).toEqual(['Cash £1.00Remove cash payment', 'Credit £0.50Remove credit payment']);
  });

  it('cash beyond the balance records what is due and shows the change; Complete order only at £0', async () => {
    const onCompleteOrder = vi.fn();
    const { user, total } = await openDesk({ onCompleteOrder }, 4);
    expect(completeOrder()).toHaveAttribute('aria-disabled', 'true');
    await user.click(completeOrder());
    expect(onCompleteOrder).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Cash tendered/)).toHaveFocus();

    const handedOver = total + 500;
    await tender(user, /^Cash tendered/, (handedOver / 100).toFixed(2), 'Apply cash');
    await waitFor(() => expect(balance()).toHaveTextContent('Balance left to pay: £0.00'));
    expect(takenLines()[0]).toContain(`Cash ${formatMoney(total)} (tendered ${formatMoney(handedOver)})`);
    expect(screen.getByText(`Cash tendered ${formatMoney(handedOver)}. Give £5.00 change.`)).toBeInTheDocument();
    expect(completeOrder()).not.toHaveAttribute('aria-disabled');
    await user.click(completeOrder());
    expect(onCompleteOrder).toHaveBeenCalledWith({ tendered: handedOver, change: 500 });
  });

  it("shows the server's refusal by the tender's field, and a typing mistake by its field", async () => {
    const { user, total } = await openDesk({}, 5);
    await tender(user, 'Cheque (£)', ((total + 100) / 100).toFixed(2), 'Apply cheque');
    const cheque = screen.getByLabelText('Cheque (£)');
    await waitFor(() =>
      expect(cheque).toHaveAccessibleDescription(
        expect.stringContaining(`That is more than the ${formatMoney(total)} left to pay.`),
      ),
    );
    expect(cheque).toHaveFocus();
    expect(screen.getByText('None yet.')).toBeInTheDocument();

    await tender(user, 'Voucher (£)', 'five pounds', 'Apply voucher');
    expect(screen.getByLabelText('Voucher (£)')).toHaveAccessibleDescription(
      expect.stringContaining(AMOUNT_FORMAT_MESSAGE),
    );
  });
});
