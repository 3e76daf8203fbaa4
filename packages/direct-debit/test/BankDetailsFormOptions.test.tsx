import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@leisure/app-store/testing';
import { AUTHORISATION_TEXT, BankDetailsForm } from '../src/index.ts';

// What a page other than joining sets (the account's change of bank details, decision 0462): no Direct Debit terms
// tick, its own intro and button words. Joining's use, with its terms, is tested in apps/online-joining.
describe('BankDetailsForm without Direct Debit terms', () => {
  it('asks only for the authorisation, says what the page gives, and hands on normalised details', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(
      <BankDetailsForm
        needsBillingAddress={false}
        intro="Enter the account your payments should come from."
        submitLabel="Check new details"
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByText('Enter the account your payments should come from.')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);

    await user.type(screen.getByRole('textbox', { name: /^Name on the account/ }), 'Alex Morgan');
    await user.type(screen.getByRole('textbox', { name: /^Sort code/ }), '10 79 99');
    await user.type(screen.getByRole('textbox', { name: /^Account number/ }), '8883 7491');
    await user.click(screen.getByRole('checkbox', { name: AUTHORISATION_TEXT }));
    await user.click(screen.getByRole('button', { name: 'Check new details' }));
    expect(onSubmit).toHaveBeenCalledWith({
      accountHolder: 'Alex Morgan',
      sortCode: '107999',
      accountNumber: '88837491',
      ddTermsAccepted: true,
    });
  });
});
