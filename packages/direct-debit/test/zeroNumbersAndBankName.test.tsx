import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@leisure/app-store/testing';
import { zeroBankNumberMessages } from '@leisure/api-contract/browser';
import { BankDetailsForm } from '../src/index.ts';
import { bankDetailsProblems, type BankDetailsValues } from '../src/bankDetailsRules.ts';

// Decision 0206 (issue 22): 00-00-00 and an all-zero account number pass the modulus check but are no account; the
// sort code's bank shows under the field where its leading digits say.
const valid: BankDetailsValues = {
  accountHolder: 'Alex Morgan',
  sortCode: '10-79-99',
  accountNumber: '88837491',
  billingAddressLineOne: '',
  billingAddressLineTwo: '',
  billingCity: '',
  billingPostcode: '',
  ddTermsAccepted: true,
  authorised: true,
};
const options = { needsBillingAddress: false, hasDirectDebitTerms: false };

describe('all-zero numbers', () => {
  it.each([
    [{ sortCode: '00-00-00' }, { sortCode: zeroBankNumberMessages.sortCode }],
    [{ accountNumber: '0000 0000' }, { accountNumber: zeroBankNumberMessages.accountNumber }],
    [
      { sortCode: '00 00 00', accountNumber: '00000000' },
      { sortCode: zeroBankNumberMessages.sortCode, accountNumber: zeroBankNumberMessages.accountNumber },
    ],
  ])('%o are refused on their own field', (change, problems) => {
    expect(bankDetailsProblems({ ...valid, ...change }, options)).toEqual(problems);
  });
});

describe('the bank under the sort code field', () => {
  const renderForm = () =>
    renderWithProviders(<BankDetailsForm needsBillingAddress={false} submitLabel="Check" onSubmit={vi.fn()} />);

  it('names the bank once the sort code is six digits the table knows, and nothing otherwise', async () => {
    const user = userEvent.setup();
    renderForm();
    const sortCode = screen.getByRole('textbox', { name: /^Sort code/ });
    await user.type(sortCode, '30-94');
    expect(screen.queryByText(/^Bank:/)).not.toBeInTheDocument();
    await user.type(sortCode, '-30');
    expect(screen.getByText('Bank: Lloyds Bank')).toBeInTheDocument();
    await user.clear(sortCode);
    await user.type(sortCode, '93 86 11');
    expect(screen.queryByText(/^Bank:/)).not.toBeInTheDocument();
  });

  it('shows the all-zero sort code message next to the field when it is left', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: /^Sort code/ }), '000000');
    await user.tab();
    expect(screen.getByRole('textbox', { name: /^Sort code/ })).toHaveAccessibleDescription(
      expect.stringContaining(zeroBankNumberMessages.sortCode),
    );
  });
});
