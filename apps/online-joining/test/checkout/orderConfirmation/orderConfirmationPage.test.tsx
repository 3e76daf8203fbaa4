import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KioskHome } from '../../../src/features/kiosk/index.ts';
import { OrderConfirmationPage } from '../../../src/features/checkout/index.ts';
import userEvent from '@testing-library/user-event';
import { logInAsDemoCustomer, sessionToken } from '@leisure/app-store/testing';
import { demoLogin } from '@leisure/sandbox-api/testing';
import { renderWithProviders } from '../../support/renderWithProviders.tsx';
import { useSandbox } from '../../support/sandboxApi.ts';
import { confirmationOrder, deskOrder, serveOrders } from './confirmationOrder.ts';

const myAccountSite = () => `http://my-account.leisure.localhost:${window.location.port}/`;

/** The page where AppRoutes mounts it, and the kiosk home to come back to (which finishes a kiosk visit). */
function openConfirmation(orderId: number | string, query = '') {
  return renderWithProviders(
    <Routes>
      <Route path="order-confirmed/:orderId" element={<OrderConfirmationPage />} />
      <Route path="kiosk" element={<KioskHome />} />
      <Route path="login" element={<h1>Log in page</h1>} />
    </Routes>,
    { url: `/order-confirmed/${orderId}${query}` },
  );
}

const transactions = () =>
  (window.dataLayer ?? []).filter((event) => (event as { event?: string }).event === 'transaction');

describe('/order-confirmed/{orderId}', () => {
  useSandbox();
  beforeEach(() => {
    window.dataLayer = [];
    window.localStorage.clear();
  });

  it('confirms the payment with the reference, the fees and total, and the new membership; focus on the heading', async () => {
    await logInAsDemoCustomer();
    serveOrders(confirmationOrder(101));
    openConfirmation(101);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Your payment was successful' });
    expect(heading).toHaveFocus();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Brightwater Leisure | Confirmation');
    expect(screen.getByText('BW-000101')).toBeInTheDocument();
    expect(screen.getByText(/Your order is confirmed/)).toBeInTheDocument();

    const fees = within(screen.getByRole('region', { name: 'What you paid' }));
    expect(fees.getByText('Joining fee').nextElementSibling).toHaveTextContent('£20.00');
    expect(fees.getByText('Part month').nextElementSibling).toHaveTextContent('£25.80');
    expect(fees.getByText('Total paid').nextElementSibling).toHaveTextContent('£45.80');
    // The monthly fee is collected later by Direct Debit, not part of what was paid today.
    expect(fees.queryByText('Membership fee')).not.toBeInTheDocument();
    expect(fees.getByText('Paid by card.')).toBeInTheDocument();

    const membership = within(screen.getByRole('region', { name: 'Your new membership' }));
    const detail = (term: string) => membership.getByText(term).nextElementSibling;
    expect(detail('Membership')).toHaveTextContent('Gym Anywhere (Monthly)');
    expect(detail('Home centre')).toHaveTextContent('Leeds City Leisure Centre');
    expect(detail('Payment')).toHaveTextContent('Monthly, £39.99 a month by Direct Debit');
    expect(detail('Start date')).toHaveTextContent('12 March 2026');
    expect(detail('Includes')).toHaveTextContent('Gym, Swim');
    expect(membership.queryByText('End date')).not.toBeInTheDocument();

    const crumbs = within(screen.getByRole('navigation', { name: /breadcrumb/i }));
    expect(crumbs.getByRole('link', { name: 'Buy membership' })).toHaveAttribute('href', '/');
    expect(crumbs.getByText('Confirmation')).toBeInTheDocument();
  });

  it('says where the confirmation email went, and nothing about one when none was sent (docs/decisions/0033)', async () => {
    await logInAsDemoCustomer();
    serveOrders(confirmationOrder(105, {}, { confirmationEmailTo: 'sam@example.com' }), confirmationOrder(106));
    const first = openConfirmation(105);
    const banner = (await screen.findByRole('heading', { level: 1, name: 'Your payment was successful' }))
      .parentElement!;
    expect(within(banner).getByText('We have emailed your confirmation to sam@example.com.')).toBeInTheDocument();
    first.unmount();

    openConfirmation(106);
    await screen.findByRole('heading', { level: 1, name: 'Your payment was successful' });
    expect(screen.queryByText(/We have emailed/)).not.toBeInTheDocument();
  });

  it('a single-payment membership shows its end date; a free order says nothing was due', async () => {
    await logInAsDemoCustomer();
    serveOrders(
      confirmationOrder(
        102,
        {
          paymentOption: { id: 13, paymentType: 'fixed', name: 'Annual', fixedDuration: 12, fixedPeriod: 'month' },
          endDate: '2027-03-11',
          fees: [{ label: 'Membership fee', price: { amount: 0, formatted: '£0.00' }, type: 'base' }],
          firstCollectionDate: null,
        },
        { total: { amount: 0, formatted: '£0.00' }, payments: [] },
      ),
    );
    openConfirmation(102);

    expect(await screen.findByRole('heading', { level: 1, name: 'Your order is confirmed' })).toHaveFocus();
    const membership = within(screen.getByRole('region', { name: 'Your new membership' }));
    expect(membership.getByText('Payment').nextElementSibling).toHaveTextContent('Single payment, 12 months');
    expect(membership.getByText('End date').nextElementSibling).toHaveTextContent('11 March 2027');
    const fees = within(screen.getByRole('region', { name: 'What you paid' }));
    expect(fees.getByText('Total paid').nextElementSibling).toHaveTextContent('£0.00');
    expect(fees.getByText('Nothing was due today, so no payment was taken.')).toBeInTheDocument();
  });

  it('notes pending eligibility only when the membership needs proof', async () => {
    await logInAsDemoCustomer();
    serveOrders(confirmationOrder(103, { requiresEligibility: true }), confirmationOrder(104));
    const first = openConfirmation(103);
    expect(await screen.findByRole('heading', { level: 2, name: 'Your membership is pending' })).toBeInTheDocument();
    expect(screen.getByText(/bring it to Leeds City Leisure Centre on your first visit/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    first.unmount();

    openConfirmation(104);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your payment was successful' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your membership is pending' })).not.toBeInTheDocument();
  });

  it('notes the new Direct Debit, its first collection and the advance notice, only when the order set one up', async () => {
    await logInAsDemoCustomer();
    serveOrders(confirmationOrder(105, { newDirectDebitMandate: true }), confirmationOrder(106));
    const first = openConfirmation(105);
    expect(await screen.findByRole('heading', { level: 2, name: 'Your Direct Debit is set up' })).toBeInTheDocument();
    expect(
      screen.getByText(/Your first monthly payment of £39\.99 will be collected on 1 April 2026\./),
    ).toBeInTheDocument();
    expect(screen.getByText(/advance notice of your payments/)).toBeInTheDocument();
    first.unmount();

    openConfirmation(106);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your payment was successful' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your Direct Debit is set up' })).not.toBeInTheDocument();
  });

  describe('sold at the desk (docs/decisions/0621)', () => {
    afterEach(() => vi.restoreAllMocks());

    it('offers Print receipt from the order: the receipt with the cheque, printed, and no change line', async () => {
      const user = userEvent.setup();
      const print = vi.spyOn(window, 'print').mockImplementation(() => {});
      await logInAsDemoCustomer(demoLogin('staff'));
      serveOrders(deskOrder(112));
      // Opened afresh (as after a reload): everything the receipt needs comes from the order.
      openConfirmation(112);
      await screen.findByRole('heading', { level: 1, name: 'Your payment was successful' });

      await user.click(screen.getByRole('button', { name: 'Print receipt' }));
      const receipt = await screen.findByRole('article', { name: 'Receipt' });
      await vi.waitFor(() => expect(print).toHaveBeenCalledTimes(1));
      await vi.waitFor(() => expect(receipt).toHaveFocus());
      const facts = within(within(receipt).getByLabelText('Order'));
      expect(facts.getByText('Order number').nextElementSibling).toHaveTextContent('BW-000112');
      expect(facts.getByText('Customer').nextElementSibling).toHaveTextContent('Sam Patel');
      expect(within(receipt).getByText('Gym Anywhere')).toBeInTheDocument();
      const paid = within(within(receipt).getByLabelText('Paid'));
      expect(paid.getByText('Cheque').nextElementSibling).toHaveTextContent('£45.80');
      expect(paid.queryByText('Change given')).not.toBeInTheDocument();

      // Pressed again, it prints again.
      await user.click(screen.getByRole('button', { name: 'Print receipt' }));
      await vi.waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    });

    it("is not offered on the customer's own order, nor on a desk order whose items do not allow one", async () => {
      await logInAsDemoCustomer();
      const notPrintable = deskOrder(114);
      serveOrders(confirmationOrder(113), {
        ...notPrintable,
        items: notPrintable.items.map((item) => ({ ...item, enablePrintReceipt: false })),
      });
      const first = openConfirmation(113);
      await screen.findByRole('heading', { level: 1, name: 'Your payment was successful' });
      expect(screen.queryByRole('button', { name: 'Print receipt' })).not.toBeInTheDocument();
      first.unmount();

      openConfirmation(114);
      await screen.findByRole('heading', { level: 1, name: 'Your payment was successful' });
      expect(screen.queryByRole('button', { name: 'Print receipt' })).not.toBeInTheDocument();
    });
  });

  it('offers Go to my account on the my-account site', async () => {
    await logInAsDemoCustomer();
    serveOrders(confirmationOrder(107));
    openConfirmation(107);
    expect(await screen.findByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', myAccountSite());
    expect(screen.queryByRole('button', { name: 'Back to start' })).not.toBeInTheDocument();
  });

  describe('in kiosk mode', () => {
    afterEach(() => vi.useRealTimers());

    it('hides Go to my account and the breadcrumbs; Back to start logs the customer out for the next visitor', async () => {
      await logInAsDemoCustomer();
      serveOrders(confirmationOrder(108));
      openConfirmation(108, '?kiosk=true');
      const backToStart = await screen.findByRole('button', { name: 'Back to start' });
      expect(screen.queryByRole('link', { name: 'Go to my account' })).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: /breadcrumb/i })).not.toBeInTheDocument();

      await userEvent.click(backToStart);
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
      expect(window.location.search).toBe('?kiosk=true');
      await vi.waitFor(() => expect(sessionToken()).toBeNull());
    });

    it('returns to the kiosk home after 10 s without anyone touching it', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
      await logInAsDemoCustomer();
      serveOrders(confirmationOrder(109));
      openConfirmation(109, '?kiosk=true');
      await screen.findByRole('heading', { level: 1, name: 'Your payment was successful' });

      act(() => vi.advanceTimersByTime(9_000));
      expect(screen.queryByRole('heading', { level: 1, name: 'Welcome' })).not.toBeInTheDocument();
      act(() => void window.dispatchEvent(new Event('pointerdown')));
      act(() => vi.advanceTimersByTime(9_000));
      expect(screen.queryByRole('heading', { level: 1, name: 'Welcome' })).not.toBeInTheDocument();

      act(() => vi.advanceTimersByTime(1_000));
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/kiosk');
      expect(window.location.search).toBe('?kiosk=true');
      await vi.waitFor(() => expect(sessionToken()).toBeNull());
    });
  });

  it("says an order that is not the customer's (404) was not found, with a way back", async () => {
    await logInAsDemoCustomer();
    openConfirmation(999_999);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    expect(transactions()).toEqual([]);
  });

  it('treats an id that is not a number as not found, without asking the API', async () => {
    await logInAsDemoCustomer();
    openConfirmation('abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
  });

  it('asks a visitor who is not logged in to log in, and offers a way back', async () => {
    openConfirmation(110);
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to see your order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/order-confirmed/110')}`,
    );
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });

  it('sends the transaction event once for the order, not again when the confirmation is reloaded', async () => {
    await logInAsDemoCustomer();
    serveOrders(confirmationOrder(111));
    const first = openConfirmation(111);
    await screen.findByRole('heading', { level: 1, name: 'Your payment was successful' });
    expect(transactions()).toEqual([
      {
        event: 'transaction',
        transactionId: 'BW-000111',
        transactionAffiliation: 'Brightwater Leisure',
        transactionTotal: 45.8,
        transactionTax: 0,
        currency: 'GBP',
        transactionProducts: [{ sku: '7', name: 'Gym Anywhere', category: 'membership', price: 45.8, quantity: 1 }],
      },
    ]);
    first.unmount();

    openConfirmation(111);
    await screen.findByRole('heading', { level: 1, name: 'Your payment was successful' });
    expect(transactions()).toHaveLength(1);
  });
});
