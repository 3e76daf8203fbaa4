import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoMemberWithDirectDebit, logInAsDemoCustomer, renderApp } from '@leisure/app-store/testing';
import { MyAccountApp } from '../../src/index.ts';
import { useSandbox } from '../support/sandboxApi.ts';

async function openReceiptOf(description: RegExp) {
  const user = userEvent.setup();
  await logInAsDemoCustomer(demoMemberWithDirectDebit);
  renderApp(MyAccountApp, '/payments');
  await user.click(await screen.findByRole('link', { name: description }));
  await screen.findByRole('heading', { level: 1, name: 'Receipt' });
  return user;
}

describe('Payment receipt', () => {
  useSandbox();
  afterEach(() => vi.restoreAllMocks());

  it('shows the operator, the customer, date, items, VAT, total, method and reference', async () => {
    await openReceiptOf(/^Receipt, Racquet Sports 10-Visit Card, /);
    expect(window.location.pathname).toMatch(/^\/payments\/\d+\/receipt$/);
    expect(document.title).toMatch(/^Brightwater Leisure \| Receipt R-\d{8}-\d{5}$/);
    const receipt = screen.getByRole('article', { name: 'Receipt' });
    expect(receipt).toHaveTextContent('Brightwater Leisure');
    expect(receipt).toHaveTextContent('1 Harbour WalkBristolBS1 5TT');
    expect(receipt).toHaveTextContent('VAT registration number: GB 123 4567 89');
    expect(receipt).toHaveTextContent('Alex Morgan');
    expect(receipt).toHaveTextContent('Customer ID: BW100001');
    expect(receipt).toHaveTextContent(/Date\d{1,2} \w+ \d{4}/);
    expect(receipt).toHaveTextContent(/ReferenceR-\d{8}-\d{5}/);
    expect(receipt).toHaveTextContent('Paid byVisa ending 4242');
    expect(receipt).toHaveTextContent('StatusPaid');
    const items = within(receipt).getByRole('table', { name: 'Items' });
    const rows = within(items)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'DescriptionQuantityPriceTotal',
      'Racquet Sports 10-Visit Card1£55.00£55.00',
      'Total before VAT£45.83',
      'VAT at 20%£9.17',
      'Total£55.00',
    ]);
  });

  it('Print receipt opens the browser’s print', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = await openReceiptOf(/^Receipt, 10 Swim Pass, /);
    await user.click(screen.getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says a refunded payment was refunded', async () => {
    await openReceiptOf(/^Receipt, Badminton court hire – 1 hour, /);
    expect(screen.getByText('This payment was refunded in full.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Receipt' })).toHaveTextContent('StatusRefunded');
  });

  it('an unknown payment is not found', async () => {
    await logInAsDemoCustomer(demoMemberWithDirectDebit);
    renderApp(MyAccountApp, '/payments/999999/receipt');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
