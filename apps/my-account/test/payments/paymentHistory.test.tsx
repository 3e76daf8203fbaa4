import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoMemberWithDirectDebit, logInAsDemoCustomer, renderApp } from '@leisure/app-store/testing';
import { MyAccountApp } from '../../src/index.ts';
import { useSandbox } from '../support/sandboxApi.ts';

const isoOf = (shown: string) => new Date(`${shown} UTC`).toISOString().slice(0, 10);

async function openHistory(url = '/payments') {
  await logInAsDemoCustomer(demoMemberWithDirectDebit);
  renderApp(MyAccountApp, url);
  return screen.findByRole('table', { name: /^Payment history, page/ });
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const londonToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

describe('Payment history', () => {
  const { sandbox } = useSandbox();

  it('is a table of Date, Description, Amount, Status and Receipt, ten payments a page, newest first', async () => {
    const table = await openHistory();
    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    expect(document.title).toBe('Brightwater Leisure | Payments');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Description', 'Amount', 'Status', 'Receipt']);
    const rows = bodyRows(table);
    expect(rows).toHaveLength(10);
    const dates = rows.map((row) => isoOf(cellTexts(row)[0]!));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(table).toHaveAccessibleName('Payment history, page 1 of 2, newest first');
    expect(screen.getByText('Page 1 of 2')).toHaveAttribute('aria-current', 'page');
  });

  it('says each status in words, and only payments that took money have a receipt', async () => {
    await openHistory();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Next page' }));
    const table = await screen.findByRole('table', { name: 'Payment history, page 2 of 2, newest first' });
    const all = [...bodyRows(table)];
    await userEvent.setup().click(screen.getByRole('link', { name: 'Previous page' }));
    all.push(...bodyRows(await screen.findByRole('table', { name: 'Payment history, page 1 of 2, newest first' })));
    const byStatus = (status: string) => all.filter((row) => cellTexts(row)[3] === status);
    // The newest Direct Debit shows Pending in its first three working days (docs/decisions/0492).
    expect(byStatus('Paid').length + byStatus('Pending').length).toBeGreaterThan(10);
    for (const pending of byStatus('Pending')) expect(cellTexts(pending)[4]).toBe('No receipt yet');
    const [refunded] = byStatus('Refunded');
    expect(cellTexts(refunded!)).toEqual([
      expect.any(String),
      'Badminton court hire – 1 hourVisa ending 4242',
      '£9.80',
      'Refunded',
      'Receipt',
    ]);
    const [failed] = byStatus('Failed');
    expect(cellTexts(failed!)[4]).toBe('No receipt');
    expect(within(failed!).queryByRole('link')).not.toBeInTheDocument();
    const receipt = within(refunded!).getByRole('link', { name: /^Receipt, Badminton court hire – 1 hour, / });
    expect(receipt.getAttribute('href')).toMatch(/^\/payments\/\d+\/receipt$/);
  });

  it('pages with Next page and Previous page, the page in the URL, focus back at the heading', async () => {
    const user = userEvent.setup();
    const first = bodyRows(await openHistory()).map(cellTexts);
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    const secondTable = await screen.findByRole('table', { name: 'Payment history, page 2 of 2, newest first' });
    expect(window.location.search).toBe('?page=2');
    expect(screen.getByRole('heading', { level: 2, name: 'Payment history' })).toHaveFocus();
    const second = bodyRows(secondTable).map(cellTexts);
    expect(second.length).toBeGreaterThan(0);
    expect(isoOf(second[0]![0]!) <= isoOf(first[9]![0]!)).toBe(true);
    expect(second).not.toContainEqual(first[9]);
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Previous page' }));
    expect(
      await screen.findByRole('table', { name: 'Payment history, page 1 of 2, newest first' }),
    ).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/payments');
  });

  it('a page past the end (an old link) says so and leads back', async () => {
    await logInAsDemoCustomer(demoMemberWithDirectDebit);
    renderApp(MyAccountApp, '/payments?page=9');
    expect(await screen.findByText('There are no payments on this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/payments?page=2');
  });

  it('a Direct Debit collected today is Pending, in words, with no receipt yet (docs/decisions/0492)', async () => {
    sandbox()
      .services.db.prepare(
        `UPDATE account_payments SET paid_on = ? WHERE id = (
           SELECT p.id FROM account_payments p JOIN users u ON u.id = p.user_id
           WHERE u.email = ? AND p.method = 'direct-debit' AND p.status = 'paid' ORDER BY p.paid_on DESC LIMIT 1)`,
      )
      .run(londonToday(), demoMemberWithDirectDebit.username);
    const [newest] = bodyRows(await openHistory());
    expect(cellTexts(newest!)).toEqual([
      expect.any(String),
      expect.stringContaining('Direct Debit'),
      '£45.00',
      'Pending',
      'No receipt yet',
    ]);
  });
});
