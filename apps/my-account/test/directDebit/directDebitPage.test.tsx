import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoCustomer, demoMemberWithDirectDebit } from '@leisure/app-store/testing';
import { conflict, findFocusedAlert, invalidData } from '../support/refusals.ts';
import { openAccountPage } from '../support/openAccountPage.ts';
import { useSandbox } from '../support/sandboxApi.ts';

const AUTHORISATION =
  'I confirm that I am the account holder and am authorised to set up Direct Debit payments on this account';

const openDirectDebit = (account = demoMemberWithDirectDebit) =>
  openAccountPage('/payments/direct-debit', 'Direct Debit', account);

/** Opens one of the page's changes: its heading takes focus. */
async function openChange(user: UserEvent, name: 'Change billing day' | 'Change bank details') {
  await openDirectDebit();
  await user.click(await screen.findByRole('button', { name }));
  await waitFor(() => expect(screen.getByRole('heading', { name })).toHaveFocus());
}

const summary = async () => {
  await screen.findByLabelText('Your Direct Debit');
  return details();
};
/** The instruction as term → definition pairs. */
function details(): Record<string, string> {
  const list = screen.getByLabelText('Your Direct Debit');
  const entries: Record<string, string> = {};
  for (const term of within(list).getAllByRole('term')) {
    entries[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  }
  return entries;
}

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('Direct Debit page', () => {
  useSandbox();

  it("shows a member's instruction, the account only by its last digits, and the Guarantee", async () => {
    await openDirectDebit();
    expect(document.title).toMatch(/Direct Debit$/);
    expect(await summary()).toMatchObject({
      'Account holder': 'Alex Morgan',
      'Sort code': '08-99-99',
      'Account number': 'ending 4958',
      'Billing day': 'The 15th of each month',
      'Next collection': expect.stringMatching(/^£\d+\.\d{2} on \w+day \d{1,2} \w+ \d{4}$/),
    });
    expect(document.body).not.toHaveTextContent('66374958');
    expect(screen.getByText('The Direct Debit Guarantee')).toBeInTheDocument();
  });

  it('tells a customer without a Direct Debit that they have none', async () => {
    await openDirectDebit(demoCustomer);
    expect(await screen.findByText(/You do not have a Direct Debit/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change bank details' })).not.toBeInTheDocument();
  });
});

describe('Change billing day', () => {
  const { injectFault, sandbox } = useSandbox();

  // One change waits for its first collection (docs/decisions/0463): each test starts with none waiting, whatever
  // an earlier one confirmed.
  beforeEach(() => {
    sandbox()
      .services.db.prepare(
        `UPDATE user_memberships SET billing_day_from = NULL, old_day_collection_on = NULL, replaced_collection_on = NULL
         WHERE user_id = (SELECT id FROM users WHERE email = ?)`,
      )
      .run(demoMemberWithDirectDebit.username);
  });

  async function openForm(user: UserEvent) {
    await openChange(user, 'Change billing day');
    return screen.getByRole('combobox', { name: /^New billing day/ });
  }

  /** Asks for the 7th, which the server refuses by the field: payments are already collected on it. */
  async function askForARefusedDay(user: UserEvent) {
    const day = await openForm(user);
    injectFault(
      invalidData('GET', '/my-account/direct-debit/billing-day-quote', {
        billingDay: ['Your payments are already collected on day 7. Choose another day.'],
      }),
    );
    await user.selectOptions(day, '7th');
    await user.click(screen.getByRole('button', { name: 'See the next collection date' }));
    return day;
  }

  it('asks for a day by the field and moves focus to it', async () => {
    const user = userEvent.setup();
    const day = await openForm(user);
    await user.click(screen.getByRole('button', { name: 'See the next collection date' }));
    expect(day).toHaveAccessibleDescription(
      expect.stringContaining('Choose a billing day between the 1st and the 28th.'),
    );
    await waitFor(() => expect(day).toHaveFocus());
  });

  it('offers every day but the current one', async () => {
    const user = userEvent.setup();
    const day = await openForm(user);
    const options = within(day).getAllByRole('option');
    expect(options).toHaveLength(29);
    expect(within(day).getByRole('option', { name: '15th (your billing day now)' })).toBeDisabled();
  });

  it('shows the next collection date before confirming, takes it away on a new choice, then changes the day', async () => {
    const user = userEvent.setup();
    const day = await openForm(user);
    await user.selectOptions(day, '20th');
    await user.click(screen.getByRole('button', { name: 'See the next collection date' }));
    const quote = await screen.findByRole('region', { name: 'Your collections on the 20th' });
    await waitFor(() => expect(within(quote).getByRole('heading')).toHaveFocus());
    expect(quote).toHaveTextContent(/Next collection date: \w+day 20 \w+ \d{4}, £\d+\.\d{2}/);
    expect(quote).toHaveTextContent(/Then £\d+\.\d{2} on the 20th of each month/);

    await user.selectOptions(day, '3rd');
    expect(screen.queryByRole('region', { name: /Your collections/ })).not.toBeInTheDocument();
    await user.selectOptions(day, '20th');
    await user.click(screen.getByRole('button', { name: 'See the next collection date' }));
    await screen.findByRole('region', { name: 'Your collections on the 20th' });
    await user.click(screen.getByRole('button', { name: 'Confirm new billing day' }));

    expect(
      await screen.findByText(/Your billing day is now the 20th\. The first collection on it is/),
    ).toBeInTheDocument();
    await waitFor(() => expect(details()['Billing day']).toBe('The 20th of each month'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change billing day' })).toHaveFocus());
  });

  it("shows the server's refusal by the field and under Validation errors", async () => {
    const user = userEvent.setup();
    const day = await askForARefusedDay(user);
    expect(await screen.findByRole('heading', { name: 'Validation errors' })).toBeInTheDocument();
    expect(day).toHaveAccessibleDescription(expect.stringContaining('already collected on day 7'));
    await waitFor(() => expect(day).toHaveFocus());
    expect(day).toHaveValue('7');
  });

  it("takes the field's server message away on a new choice, its list staying until the next try", async () => {
    const user = userEvent.setup();
    const day = await askForARefusedDay(user);
    await waitFor(() => expect(day).toHaveAttribute('aria-invalid', 'true'));

    await user.selectOptions(day, '9th');
    expect(day).not.toHaveAttribute('aria-invalid');
    expect(day).not.toHaveAccessibleDescription(expect.stringContaining('already collected on day 7'));
    expect(screen.getByRole('heading', { name: 'Validation errors' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See the next collection date' }));
    await screen.findByRole('region', { name: 'Your collections on the 9th' });
    expect(screen.queryByRole('heading', { name: 'Validation errors' })).not.toBeInTheDocument();
  });

  it('shows a refusal of the change in a banner that takes focus, and takes the collection date away', async () => {
    const user = userEvent.setup();
    const day = await openForm(user);
    await user.selectOptions(day, '11th');
    await user.click(screen.getByRole('button', { name: 'See the next collection date' }));
    await screen.findByRole('region', { name: 'Your collections on the 11th' });
    injectFault(
      conflict(
        'PUT',
        '/my-account/direct-debit/billing-day',
        'Your billing day cannot change while a collection is being taken.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Confirm new billing day' }));
    await findFocusedAlert('Your billing day cannot change while a collection is being taken.');
    expect(screen.queryByRole('region', { name: /Your collections/ })).not.toBeInTheDocument();
    expect(day).toHaveValue('11');
    expect(day).not.toHaveAttribute('aria-invalid');
  });
});

describe('Change bank details', () => {
  const { injectFault } = useSandbox();

  async function openForm(user: UserEvent) {
    await openChange(user, 'Change bank details');
  }

  async function typeDetails(user: UserEvent, accountNumber = '88837491') {
    await user.type(textbox('Name on the account'), 'Alex Morgan');
    await user.type(textbox('Sort code'), '10-79-99');
    await user.type(textbox('Account number'), accountNumber);
  }

  /** Types the new account, confirms being its holder and goes on to the check. */
  async function continueWithNewDetails(user: UserEvent) {
    await typeDetails(user);
    await user.click(screen.getByRole('checkbox', { name: AUTHORISATION }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
  }

  it('shows each problem by its field and in a summary that takes focus; the Guarantee is on the page', async () => {
    const user = userEvent.setup();
    await openForm(user);
    expect(screen.getByText('The Direct Debit Guarantee')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const problems = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(problems.parentElement).toHaveFocus());
    expect(textbox('Name on the account')).toHaveAccessibleDescription(
      expect.stringContaining('Enter the name on the account'),
    );
    expect(textbox('Sort code')).toHaveAccessibleDescription(expect.stringContaining('Enter a valid sort code'));
    expect(screen.getByRole('checkbox', { name: AUTHORISATION })).toHaveAccessibleDescription(
      expect.stringContaining('Confirm that you are the account holder'),
    );
  });

  it('checks the pair with the modulus check, as joining does', async () => {
    const user = userEvent.setup();
    await openForm(user);
    await typeDetails(user, '88837492');
    await user.tab();
    expect(textbox('Account number')).toHaveAccessibleDescription(
      expect.stringContaining('Check your sort code and account number'),
    );
    expect(textbox('Sort code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('plays the details back with the Guarantee, keeps them when edited, then changes the account', async () => {
    const user = userEvent.setup();
    await openForm(user);
    await continueWithNewDetails(user);

    const check = await screen.findByRole('region', { name: 'Check your new bank details' });
    expect(check).toHaveTextContent('10-79-99');
    expect(check).toHaveTextContent('88837491');
    expect(within(check).getByText('The Direct Debit Guarantee')).toBeInTheDocument();

    // What was typed comes back (the numbers without their separators, as joining keeps them).
    await user.click(within(check).getByRole('button', { name: 'Edit bank details' }));
    expect(textbox('Name on the account')).toHaveValue('Alex Morgan');
    expect(textbox('Sort code')).toHaveValue('107999');
    expect(textbox('Account number')).toHaveValue('88837491');
    expect(screen.getByRole('checkbox', { name: AUTHORISATION })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm new bank details' }));

    expect(await screen.findByText(/Your Direct Debit now uses the account ending 7491\./)).toBeInTheDocument();
    await waitFor(() => expect(details()['Account number']).toBe('ending 7491'));
    expect(details()['Sort code']).toBe('10-79-99');
  });

  it("brings the server's messages back to the form by their fields and under Validation errors, nothing lost", async () => {
    const user = userEvent.setup();
    await openForm(user);
    await continueWithNewDetails(user);
    injectFault(
      invalidData('PUT', '/my-account/direct-debit/bank-details', {
        'accountDetails.sortCode': ['This sort code cannot take Direct Debits.'],
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Confirm new bank details' }));
    expect(await screen.findByRole('heading', { name: 'Validation errors' })).toBeInTheDocument();
    expect(textbox('Sort code')).toHaveAccessibleDescription(
      expect.stringContaining('This sort code cannot take Direct Debits.'),
    );
    expect(textbox('Name on the account')).toHaveValue('Alex Morgan');
    expect(textbox('Account number')).toHaveValue('88837491');
  });
});
