import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@leisure/api-contract/browser';
import { OrderReceipt } from '../../src/offline/tenders/index.ts';
import { renderWithTheme } from '../support/renderWithTheme.tsx';

const venue = { id: 2, slug: 'salford-quays', name: 'Salford Quays Leisure Centre' };

/** An order paid at the desk: one Spin for Sam, £7.50 in cash. */
const order: Order = {
  id: 41,
  reference: 'BW-000041',
  status: 'complete',
  orderType: 'activity',
  brand: 'Better Wellbeing',
  venue,
  items: [
    {
      id: 1,
      type: 'session',
      name: 'Spin',
      description: 'Tue 1 Dec, 18:00–18:45 · Studio 1 · Salford Quays Leisure Centre',
      price: { amount: 750, formatted: '£7.50' },
      tax: { amount: 125, formatted: '£1.25' },
      purchasedForUserId: 3,
      enablePrintReceipt: true,
      attendeeName: 'Sam Patel',
      pricingOptionName: 'Adult',
      bookingId: 9,
      session: {
        id: 5,
        activityId: 4,
        name: 'Spin',
        category: { id: 1, name: 'Fitness classes' },
        venue,
        date: '2026-12-01',
        startsAt: '2026-12-01T18:00:00+00:00',
        endsAt: '2026-12-01T18:45:00+00:00',
        startTime: '18:00',
        endTime: '18:45',
        durationMinutes: 45,
        location: 'Studio 1',
        instructor: null,
        status: 'scheduled',
        cancellationReason: null,
      },
    },
  ] as Order['items'],
  subTotal: { amount: 625, formatted: '£6.25' },
  tax: { amount: 125, formatted: '£1.25' },
  total: { amount: 750, formatted: '£7.50' },
  payments: [{ tenderType: 'cash', amount: { amount: 750, formatted: '£7.50' }, lastFourDigits: null }],
  customer: { id: 3, name: 'Sam Patel' },
  placedBy: 'staff',
  source: 'front-of-house',
  placedAt: '2026-11-24T20:31:00Z',
  confirmationEmailTo: null,
};

const row = (list: HTMLElement, term: string) => {
  const dt = within(list).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
};

describe('front-of-house receipt (docs/decisions/0621)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the order number, date, customer, lines, tenders with the change, total and venue', () => {
    vi.spyOn(window, 'print').mockImplementation(() => {});
    renderWithTheme(<OrderReceipt order={order} cash={{ tendered: 1000, change: 250 }} />);
    const receipt = screen.getByRole('article', { name: 'Receipt' });
    expect(receipt).toHaveFocus();
    expect(within(receipt).getByText('Salford Quays Leisure Centre')).toBeInTheDocument();
    const facts = within(receipt).getByLabelText('Order');
    expect(row(facts, 'Order number')).toBe('BW-000041');
    expect(row(facts, 'Date')).toBe('24 November 2026 at 20:31');
    expect(row(facts, 'Customer')).toBe('Sam Patel');
    const items = screen.getByLabelText('Items');
    expect(within(items).getByText('Spin')).toBeInTheDocument();
    expect(within(items).getByText(/Studio 1 · Salford Quays Leisure Centre · Sam Patel$/)).toBeInTheDocument();
    expect(row(items, 'Total')).toBe('£7.50');
    const paid = screen.getByLabelText('Paid');
    expect(row(paid, 'Cash')).toBe('£7.50');
    expect(row(paid, 'Cash tendered')).toBe('£10.00');
    expect(row(paid, 'Change given')).toBe('£2.50');
    expect(window.print).not.toHaveBeenCalled();
  });

  it('opens the print dialog when shown for printing, and leaves out change when none was given', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderWithTheme(<OrderReceipt order={order} cash={null} printOnShow />);
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Change given')).not.toBeInTheDocument();
  });

  it('reads every tender from the order, a card by its last four digits, and has no change line without the cash', () => {
    vi.spyOn(window, 'print').mockImplementation(() => {});
    const paidTwoWays: Order = {
      ...order,
      payments: [
        { tenderType: 'cheque', amount: { amount: 500, formatted: '£5.00' }, lastFourDigits: null },
        { tenderType: 'card', amount: { amount: 250, formatted: '£2.50' }, lastFourDigits: '0003' },
      ],
    };
    renderWithTheme(<OrderReceipt order={paidTwoWays} />);
    const paid = screen.getByLabelText('Paid');
    expect(row(paid, 'Cheque')).toBe('£5.00');
    expect(row(paid, 'Card ending 0003')).toBe('£2.50');
    expect(within(paid).queryByText('Cash tendered')).not.toBeInTheDocument();
    expect(within(paid).queryByText('Change given')).not.toBeInTheDocument();
  });
});
