import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@leisure/app-store/testing';
import type { Term } from '@leisure/api-contract';
import { BankDetailsForm, type BankDetailsFormProps, type DirectDebitTermsField } from '@leisure/direct-debit';
import { TermsCheckbox } from '@leisure/form-kit';

const ddTerms = {
  id: 1,
  title: 'Direct Debit terms and the Direct Debit Guarantee',
  html: '<p>Please pay Brightwater Leisure Direct Debits from the account detailed in this instruction.</p>',
};
const AUTHORISATION =
  'I confirm that I am the account holder and am authorised to set up Direct Debit payments on this account';

// Joining's use of the shared form (@leisure/direct-debit): its Direct Debit terms tick is joining's TermsCheckbox.
const joiningTerms = (term: Term) => (field: DirectDebitTermsField) => (
  <TermsCheckbox {...field} term={term} label="I agree to the" hint="Read them to the end, then choose I Agree." />
);

function renderForm({ terms = ddTerms, ...props }: Partial<BankDetailsFormProps> & { terms?: Term | null } = {}) {
  const onSubmit = vi.fn();
  const view = renderWithProviders(
    <BankDetailsForm
      needsBillingAddress={false}
      renderDirectDebitTerms={terms ? joiningTerms(terms) : undefined}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit, ...view };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

async function agreeToTerms(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', { name: `I agree to the ${ddTerms.title}` }));
  // jsdom lays nothing out, so the terms need no scrolling: I Agree is enabled at once.
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'I Agree' }));
}

/** Valid details, as onSubmit receives them and as initialDetails gives them. */
const validDetails = {
  accountHolder: 'Alex Morgan',
  sortCode: '089999',
  accountNumber: '66374958',
  ddTermsAccepted: true,
};
const validBillingAddress = {
  billingAddressLineOne: '1 High Street',
  billingCity: 'Brightwater',
  billingPostcode: 'SW1A 1AA',
};

async function typeAccount(user: UserEvent, sortCode = '089999') {
  await user.type(field('Name on the account'), 'Alex Morgan');
  await user.type(field('Sort code'), sortCode);
  await user.type(field('Account number'), '66374958');
}

/** Replaces what a field holds, as someone correcting it would. */
async function retype(user: UserEvent, name: string, value: string) {
  await user.clear(field(name));
  await user.type(field(name), value);
}

async function fillValidDetails(user: UserEvent) {
  await typeAccount(user, '08-99-99');
  await agreeToTerms(user);
  await user.click(screen.getByRole('checkbox', { name: AUTHORISATION }));
}

describe('BankDetailsForm', () => {
  it('asks for the name, sort code and account number, with autocomplete for the name only', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'Bank details' })).toBeInTheDocument();
    expect(field('Name on the account')).toHaveAttribute('autocomplete', 'name');
    expect(field('Sort code')).toHaveAttribute('inputmode', 'numeric');
    expect(field('Sort code')).toHaveAttribute('autocomplete', 'off');
    expect(field('Account number')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('checkbox', { name: AUTHORISATION })).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Billing address of the account' })).not.toBeInTheDocument();
  });

  it('says that joint-signature accounts need a paper instruction, beside the authorisation', () => {
    renderForm();
    expect(screen.getByRole('checkbox', { name: AUTHORISATION })).toHaveAccessibleDescription(
      /joint-signature account.*paper Direct Debit instruction/,
    );
  });

  it('Continue is aria-disabled while anything is wrong; pressing it shows a focused summary and every message', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    expect(continueButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Enter the name on the account')).not.toBeInTheDocument();

    await user.click(continueButton());
    expect(onSubmit).not.toHaveBeenCalled();
    const summary = screen.getByRole('alert');
    expect(summary.parentElement).toHaveFocus();
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Enter the name on the account',
      'Enter a valid sort code like 309430',
      'Enter a valid account number like 00733445',
      'Read and agree to the Direct Debit terms',
      'Confirm that you are the account holder and can authorise Direct Debit payments on this account',
    ]);
    expect(field('Name on the account')).toHaveAccessibleDescription('Error: Enter the name on the account');
    expect(field('Sort code')).toHaveAccessibleDescription(
      '6 digits, for example 30-94-30 Error: Enter a valid sort code like 309430',
    );
    expect(field('Account number')).toHaveAccessibleDescription(
      'Usually 8 digits Error: Enter a valid account number like 00733445',
    );
    expect(field('Sort code')).toHaveAttribute('aria-invalid', 'true');

    // Each link goes to its field.
    await user.click(within(summary).getByRole('link', { name: 'Enter a valid sort code like 309430' }));
    expect(field('Sort code')).toHaveFocus();
  });

  it('the keyboard gets there too: Enter in a field acts as Continue', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.type(field('Name on the account'), 'Alex Morgan{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').parentElement).toHaveFocus();
  });

  it('a message shows once the field is left, then follows every input', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field('Name on the account'), 'A');
    expect(screen.queryByText('Enter the name on the account')).not.toBeInTheDocument();
    await user.tab();
    expect(field('Name on the account')).toHaveAccessibleDescription('Error: Enter the name on the account');
    await user.type(field('Name on the account'), 'l');
    expect(screen.queryByText('Enter the name on the account')).not.toBeInTheDocument();
    await user.clear(field('Name on the account'));
    expect(field('Name on the account')).toHaveAccessibleDescription('Error: Enter the name on the account');
    // The sort code, passed through on the way back, was left too; the account number was never visited.
    expect(field('Sort code')).toHaveAccessibleDescription(
      '6 digits, for example 30-94-30 Error: Enter a valid sort code like 309430',
    );
    expect(screen.queryByText('Enter a valid account number like 00733445')).not.toBeInTheDocument();
  });

  it('accepts a sort code with dashes or spaces and hands on normalised details', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.type(field('Name on the account'), '  Alex Morgan ');
    await user.type(field('Sort code'), '08 99 99');
    await user.type(field('Account number'), '6637 4958');
    await agreeToTerms(user);
    expect(continueButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('checkbox', { name: AUTHORISATION }));
    expect(continueButton()).not.toHaveAttribute('aria-disabled');

    await user.click(continueButton());
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledWith(validDetails);
  });

  it('modulus-checks the pair before continuing', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await fillValidDetails(user);
    await retype(user, 'Account number', '66374959');
    await user.tab();
    const message = 'Check your sort code and account number: they do not match a UK bank account';
    expect(field('Account number')).toHaveAccessibleDescription(`Usually 8 digits Error: ${message}`);
    // The message is about the pair: the sort code is marked too.
    expect(field('Sort code')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Sort code')).toHaveAccessibleDescription(`6 digits, for example 30-94-30 Error: ${message}`);
    expect(continueButton()).toHaveAttribute('aria-disabled', 'true');

    await user.click(continueButton());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(screen.getByRole('alert')).getByRole('link', { name: message })).toBeInTheDocument();

    // Correcting either number answers it, and the summary goes once nothing is left to list.
    await retype(user, 'Account number', '66374958');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(continueButton());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ sortCode: '089999', accountNumber: '66374958' }));
  });

  it('takes 6 to 10 digit account numbers (Vocalink standardises them)', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await fillValidDetails(user);
    await retype(user, 'Account number', '374956');
    await user.click(continueButton());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ accountNumber: '374956' }));
  });

  it('asks for the billing address only when the provider needs it, with its messages and autocomplete', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm({ needsBillingAddress: true });
    const address = screen.getByRole('group', { name: 'Billing address of the account' });
    expect(within(address).getByRole('textbox', { name: 'Address line 1' })).toHaveAttribute(
      'autocomplete',
      'address-line1',
    );
    expect(within(address).getByRole('textbox', { name: 'Address line 2 (optional)' })).toHaveAttribute(
      'autocomplete',
      'address-line2',
    );
    expect(within(address).getByRole('textbox', { name: 'Town or city' })).toHaveAttribute(
      'autocomplete',
      'address-level2',
    );
    expect(within(address).getByRole('textbox', { name: 'Postcode' })).toHaveAttribute('autocomplete', 'postal-code');

    await fillValidDetails(user);
    await user.type(field('Postcode'), 'SW1A 1A');
    await user.click(continueButton());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field('Address line 1')).toHaveAccessibleDescription('Error: Enter the first line of your address');
    expect(field('Town or city')).toHaveAccessibleDescription('Error: Enter your town or city');
    expect(field('Postcode')).toHaveAccessibleDescription('Error: Please enter a valid postcode');
    expect(field('Address line 2 (optional)')).not.toHaveAccessibleDescription();

    await user.type(field('Address line 1'), '1 High Street');
    await user.type(field('Town or city'), 'Brightwater');
    await retype(user, 'Postcode', 'sw1a 1aa');
    await user.click(continueButton());
    expect(onSubmit).toHaveBeenCalledWith({ ...validDetails, ...validBillingAddress });
  });

  it("shows the server's messages by their fields, each cleared when its field is edited", async () => {
    const user = userEvent.setup();
    const serverMessages = {
      accountHolder: ['The name is too long.'],
      accountDetails: ['Check your sort code and account number: they do not match a UK bank account'],
      'accountDetails.billingPostcode': ['Please enter a valid postcode'],
      startDate: ['Not this section’s business.'],
    };
    const { onSubmit } = renderForm({
      needsBillingAddress: true,
      serverMessages,
      initialDetails: { ...validDetails, ...validBillingAddress },
    });
    // New server messages bring the summary up, focused.
    const summary = screen.getByRole('alert');
    expect(summary.parentElement).toHaveFocus();
    expect(within(summary).getAllByRole('link')).toHaveLength(3);
    expect(screen.queryByText('Not this section’s business.')).not.toBeInTheDocument();
    expect(field('Name on the account')).toHaveAccessibleDescription('Error: The name is too long.');
    expect(field('Account number')).toHaveAccessibleDescription(
      'Usually 8 digits Error: Check your sort code and account number: they do not match a UK bank account',
    );
    expect(field('Postcode')).toHaveAccessibleDescription('Error: Please enter a valid postcode');
    // The fields pass our own checks, but the server's word stands until they are edited.
    expect(continueButton()).toHaveAttribute('aria-disabled', 'true');

    await user.type(field('Name on the account'), 'e');
    expect(field('Name on the account')).not.toHaveAccessibleDescription();
    await user.type(field('Sort code'), '{Backspace}9');
    expect(screen.queryByText(/they do not match a UK bank account/)).not.toBeInTheDocument();
    expect(continueButton()).toHaveAttribute('aria-disabled', 'true');
    await user.type(field('Postcode'), '{Backspace}A');
    expect(field('Postcode')).not.toHaveAccessibleDescription();
    expect(continueButton()).not.toHaveAttribute('aria-disabled');

    await user.click(continueButton());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ accountHolder: 'Alex Morgane' }));
  });

  it("shows the server's sort code and account number messages on those fields", () => {
    renderForm({
      serverMessages: {
        'accountDetails.sortCode': ['This sort code is not accepted for Direct Debits.'],
        'accountDetails.accountNumber': ['This account does not accept Direct Debits.'],
      },
    });
    expect(field('Sort code')).toHaveAccessibleDescription(
      '6 digits, for example 30-94-30 Error: This sort code is not accepted for Direct Debits.',
    );
    expect(field('Account number')).toHaveAccessibleDescription(
      'Usually 8 digits Error: This account does not accept Direct Debits.',
    );
  });

  it('messages arriving after a failed store bring up the summary, focused', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const form = (serverMessages?: Record<string, string[]>) => (
      <BankDetailsForm needsBillingAddress={false} serverMessages={serverMessages} onSubmit={onSubmit} />
    );
    const { rerender } = renderWithProviders(form());
    await typeAccount(user);
    await user.click(screen.getByRole('checkbox', { name: AUTHORISATION }));
    await user.click(continueButton());
    expect(onSubmit).toHaveBeenCalledOnce();

    rerender(
      form({ ddTermsAccepted: ['Confirm that you are the account holder and agree to the Direct Debit terms.'] }),
    );
    const summary = screen.getByRole('alert');
    expect(summary.parentElement).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: AUTHORISATION })).toHaveAccessibleDescription(
      expect.stringContaining('Error: Confirm that you are the account holder and agree to the Direct Debit terms.'),
    );
    // The same messages again (a parent rebuilding the object) change nothing; editing the tick answers them.
    rerender(
      form({ ddTermsAccepted: ['Confirm that you are the account holder and agree to the Direct Debit terms.'] }),
    );
    await user.click(screen.getByRole('checkbox', { name: AUTHORISATION }));
    await user.click(screen.getByRole('checkbox', { name: AUTHORISATION }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(continueButton()).not.toHaveAttribute('aria-disabled');
  });

  it('starts from details given earlier, both ticks included', () => {
    renderForm({
      initialDetails: validDetails,
    });
    expect(field('Name on the account')).toHaveValue('Alex Morgan');
    expect(screen.getByRole('checkbox', { name: AUTHORISATION })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: `I agree to the ${ddTerms.title}` })).toBeChecked();
    expect(continueButton()).not.toHaveAttribute('aria-disabled');
  });

  it('without Direct Debit terms only the authorisation is asked for', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm({ terms: null });
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    await typeAccount(user);
    await user.click(screen.getByRole('checkbox', { name: AUTHORISATION }));
    await user.click(continueButton());
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('while busy, Continue shows it and ignores presses', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm({
      busy: true,
      initialDetails: validDetails,
    });
    expect(continueButton()).toHaveAttribute('aria-busy', 'true');
    await user.click(continueButton());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
