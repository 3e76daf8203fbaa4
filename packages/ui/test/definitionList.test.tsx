import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DefinitionList } from '../src/index.ts';
import { renderWithTheme } from './renderWithTheme.tsx';

/** Each term with its definition, as a screen reader pairs them. */
const pairsIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('DefinitionList', () => {
  it('pairs each label with its value, in order, and leaves out the pairs that do not apply', () => {
    const billingAddress: string | null = null;
    renderWithTheme(
      <DefinitionList
        aria-label="Your Direct Debit"
        items={[
          { label: 'Account holder', value: 'Sam Patel' },
          billingAddress && { label: 'Billing address', value: billingAddress },
          { label: 'Sort code', value: '30-94-30' },
          false,
        ]}
      />,
    );
    const list = screen.getByLabelText('Your Direct Debit');
    expect(list.tagName).toBe('DL');
    expect(pairsIn(list)).toEqual([
      ['Account holder', 'Sam Patel'],
      ['Sort code', '30-94-30'],
    ]);
  });

  it('marks the total of a list of amounts, label and amount', () => {
    renderWithTheme(
      <DefinitionList
        variant="amounts"
        aria-label="Basket totals"
        items={[
          { label: 'Total', value: '£12.00' },
          { label: 'Cash', value: '−£2.00' },
          { label: 'To pay now', value: '£10.00', total: true },
        ]}
      />,
    );
    const total = screen.getByText('To pay now');
    expect(total).toHaveClass('total');
    expect(total.nextElementSibling).toHaveClass('total');
    expect(screen.getByText('Total')).not.toHaveClass('total');
  });

  it('takes the same label twice when the pairs have keys', () => {
    renderWithTheme(
      <DefinitionList
        aria-label="Credit"
        items={[
          { key: 'membership', label: 'Usable on this basket', value: '£5.00' },
          { key: 'account', label: 'Usable on this basket', value: '£3.00' },
        ]}
      />,
    );
    expect(pairsIn(screen.getByLabelText('Credit'))).toEqual([
      ['Usable on this basket', '£5.00'],
      ['Usable on this basket', '£3.00'],
    ]);
  });
});
