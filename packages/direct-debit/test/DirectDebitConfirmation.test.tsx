import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@leisure/app-store/testing';
import {
  DirectDebitConfirmation,
  useDirectDebitOperator,
  type BankDetails,
  type DirectDebitConfirmationProps,
} from '../src/index.ts';
import { apiBaseUrl, useSandbox } from './support/sandboxApi.ts';

const details: BankDetails = {
  accountHolder: 'Alex Morgan',
  sortCode: '089999',
  accountNumber: '66374958',
  ddTermsAccepted: true,
};
const operator = {
  name: 'Brightwater Leisure',
  supportEmail: 'help@brightwater-leisure.example',
  supportPhone: '0300 555 0100',
  directDebitServiceUserNumber: '123456',
};

function renderConfirmation(props: Partial<DirectDebitConfirmationProps> = {}) {
  const onContinue = vi.fn();
  renderWithProviders(
    <DirectDebitConfirmation details={details} operator={operator} onContinue={onContinue} {...props} />,
  );
  return { onContinue };
}

/** The details listed back, as term → definition pairs. */
function shownDetails(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const term of screen.getAllByRole('term')) {
    entries[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  }
  return entries;
}

describe('DirectDebitConfirmation', () => {
  it('shows the details back: holder, sort code as banks print it, the account number in full', () => {
    renderConfirmation();
    expect(screen.getByText(/Your monthly payments will be collected by Direct Debit/)).toHaveTextContent(
      'will show on your bank statement as BRIGHTWATER LEISURE',
    );
    expect(shownDetails()).toEqual({
      'Account holder': 'Alex Morgan',
      'Sort code': '08-99-99',
      'Account number': '66374958',
      'Service user number': '123456',
    });
  });

  it('shows the billing address when there is one', () => {
    renderConfirmation({
      details: {
        ...details,
        billingAddressLineOne: '1 High Street',
        billingCity: 'Brightwater',
        billingPostcode: 'SW1A 1AA',
      },
    });
    expect(shownDetails()['Billing address']).toBe('1 High Street, Brightwater, SW1A 1AA');
  });

  it('notes how to cancel, and that joint-signature accounts need a paper instruction', () => {
    renderConfirmation();
    expect(
      screen.getByText(/^You can cancel a Direct Debit at any time by contacting your bank or building society\./),
    ).toBeInTheDocument();
    expect(screen.getByText(/joint-signature account/)).toHaveTextContent('paper Direct Debit instruction');
  });

  it('holds the Direct Debit Guarantee in its standard wording, with the operator named', async () => {
    const user = userEvent.setup();
    renderConfirmation();
    const guarantee = screen.getByText('The Direct Debit Guarantee').closest('details')!;
    expect(guarantee).not.toHaveAttribute('open');
    await user.click(screen.getByText('The Direct Debit Guarantee'));
    expect(guarantee).toHaveAttribute('open');
    const points = within(guarantee)
      .getAllByRole('listitem')
      .map((item) => item.firstChild?.textContent);
    expect(points).toEqual([
      'This Guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits.',
      'If there are any changes to the amount, date or frequency of your Direct Debit Brightwater Leisure will ' +
        'notify you 10 working days in advance of your account being debited or as otherwise agreed. If you ' +
        'request Brightwater Leisure to collect a payment, confirmation of the amount and date will be given to ' +
        'you at the time of the request.',
      'If an error is made in the payment of your Direct Debit, by Brightwater Leisure or your bank or building ' +
        'society, you are entitled to a full and immediate refund of the amount paid from your bank or building ' +
        'society.',
      'If you receive a refund you are not entitled to, you must pay it back when Brightwater Leisure asks you to.',
      'You can cancel a Direct Debit at any time by simply contacting your bank or building society. Written ' +
        'confirmation may be required. Please also notify us.',
    ]);
  });

  it("gives the operator's contacts as links", () => {
    renderConfirmation();
    expect(screen.getByRole('link', { name: 'help@brightwater-leisure.example' })).toHaveAttribute(
      'href',
      'mailto:help@brightwater-leisure.example',
    );
    expect(screen.getByRole('link', { name: '0300 555 0100' })).toHaveAttribute('href', 'tel:03005550100');
  });

  it('still reads well before the operator is known', () => {
    renderConfirmation({ operator: undefined });
    expect(screen.queryByText('Service user number')).not.toBeInTheDocument();
    expect(screen.getByText(/the company collecting your payments will notify you/)).toBeInTheDocument();
  });

  it('"Continue to checkout" continues; "Change bank details" goes back when offered', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    const { onContinue } = renderConfirmation({ onEdit });
    await user.click(screen.getByRole('button', { name: 'Change bank details' }));
    expect(onEdit).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('without onEdit there is no change button; while busy Continue ignores presses', async () => {
    const user = userEvent.setup();
    const { onContinue } = renderConfirmation({ busy: true });
    expect(screen.queryByRole('button', { name: 'Change bank details' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Continue to checkout' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onContinue).not.toHaveBeenCalled();
  });
});

describe('useDirectDebitOperator', () => {
  useSandbox();

  function OperatorConfirmation() {
    return <DirectDebitConfirmation details={details} operator={useDirectDebitOperator()} onContinue={() => {}} />;
  }

  it("names the sandbox's operator, from GET client", async () => {
    renderWithProviders(<OperatorConfirmation />, { environment: { apiBaseUrl } });
    expect(await screen.findByRole('link', { name: 'help@brightwater-leisure.example' })).toBeInTheDocument();
    expect(screen.getByText(/BRIGHTWATER LEISURE/)).toBeInTheDocument();
    expect(shownDetails()['Service user number']).toBe('123456');
  });
});
