import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '@leisure/sandbox-api/testing';
import { YourDetailsSection } from '../../../src/features/joining/joinerDetails/components/YourDetailsSection.tsx';
import { JoiningLoginPage } from '../../../src/features/joiningLogin/index.ts';
import { fillRegistration, logInAsDemoCustomer } from '@leisure/app-store/testing';
import { renderWithProviders } from '../../support/renderWithProviders.tsx';
import { useSandbox } from '../../support/sandboxApi.ts';

const registerPath = '/auth/customer/register';

describe('YourDetailsSection', () => {
  const { sandbox, injectFault } = useSandbox();
  const failNextRegistration = (status: number, errors?: Record<string, string[]>, message?: string) =>
    injectFault({ path: registerPath, method: 'POST', status, errors, message });

  const userByEmail = (email: string) =>
    sandbox()
      .services.db.prepare('SELECT first_name, date_of_birth, address_line_1 FROM users WHERE email = ?')
      .get(email) as { first_name: string; date_of_birth: string; address_line_1: string | null } | undefined;

  /**
   * A guest's registration form, filled in and its terms agreed: only Create Account is left to press. Returns the
   * user who filled it and the section's onCompleted.
   */
  async function fillInAndAgree(email: string) {
    const user = userEvent.setup();
    const onCompleted = vi.fn();
    renderWithProviders(<YourDetailsSection isLoggedIn={false} onCompleted={onCompleted} />);
    await fillRegistration(user, email);
    return { user, onCompleted };
  }

  const createAccount = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Create Account' }));

  it('a guest sees the data-field sections as fieldsets and the account fields', async () => {
    renderWithProviders(<YourDetailsSection isLoggedIn={false} onCompleted={vi.fn()} />, { url: '/?centre=leeds' });
    for (const section of ['About you', 'Contact details']) {
      expect(await screen.findByRole('group', { name: section })).toBeInTheDocument();
    }
    // The short registration (decision 0023): what booking needs, the rest is asked in My details.
    // 8 questions and the address finder's postcode box (the passwords are not textboxes).
    expect(screen.getAllByRole('textbox')).toHaveLength(9);
    for (const gone of ['Phone number', 'Title', 'Gender', 'Emergency contact name']) {
      expect(screen.queryByRole('textbox', { name: gone })).not.toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: gone })).not.toBeInTheDocument();
    }
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Repeat password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByRole('textbox', { name: 'Date of birth' })).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  });

  // Registration answers alike for every email (decision 0110): someone who already has an account is offered log-in
  // before the first field, not told afterwards.
  it('offers log-in first to a guest who already has an account, and it leads to the log-in page and back', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/" element={<YourDetailsSection isLoggedIn={false} onCompleted={vi.fn()} />} />
        <Route path="/login" element={<JoiningLoginPage />} />
      </Routes>,
      { url: '/?centre=leeds' },
    );
    const offer = await screen.findByRole('region', { name: 'Already have an account?' });
    const logIn = within(offer).getByRole('link', { name: 'Log in' });
    expect(logIn).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/?centre=leeds')}`);
    const firstField = await screen.findByRole('textbox', { name: 'First name' });
    expect(offer.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(logIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Already have an online account?' })).toBeVisible();
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      `/login?redirect=${encodeURIComponent('/?centre=leeds')}`,
    );
  });

  it('the password guidance ticks off each requirement as the user types', async () => {
    const user = userEvent.setup();
    renderWithProviders(<YourDetailsSection isLoggedIn={false} onCompleted={vi.fn()} />);
    const password = await screen.findByLabelText('Password');
    const requirement = (name: string) => screen.getByText(name, { selector: 'li span' });
    const requirements = [
      'At least 8 characters',
      '1 lowercase letter',
      '1 uppercase letter',
      '1 number',
      '1 special character',
    ];
    for (const name of requirements) {
      expect(requirement(name)).toHaveTextContent(`${name} (not yet)`);
    }
    await user.type(password, 'abc');
    expect(requirement('1 lowercase letter')).toHaveTextContent('(done)');
    expect(requirement('1 uppercase letter')).toHaveTextContent('(not yet)');
    await user.type(password, 'DEF12!');
    for (const name of requirements) {
      expect(requirement(name)).toHaveTextContent(`${name} (done)`);
    }
    expect(password).toHaveAccessibleDescription(/At least 8 characters \(done\)/);

    await user.clear(password);
    await user.type(password, 'short');
    await user.tab();
    expect(
      screen.getByText(
        'Password must have at least 8 characters, 1 uppercase letter, 1 number and 1 special character.',
      ),
    ).toBeInTheDocument();
  });

  it('Create Account stays aria-disabled until the terms are agreed; pressing it shows why, in a focused summary', async () => {
    const user = userEvent.setup();
    renderWithProviders(<YourDetailsSection isLoggedIn={false} onCompleted={vi.fn()} />);
    const create = await screen.findByRole('button', { name: 'Create Account' });
    expect(create).toHaveAttribute('aria-disabled', 'true');

    await user.click(create);
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary.parentElement).toHaveFocus();
    expect(
      within(summary).getByRole('link', { name: 'You must agree to the Terms and Conditions.' }),
    ).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'First name is required.' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Password is required.' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      'Error: First name is required.',
    );

    // The link in the label opens the terms without ticking the box; agreeing ticks it.
    await user.click(screen.getByRole('button', { name: 'Terms and Conditions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms & conditions' });
    expect(within(dialog).getByRole('heading', { name: 'Online account terms' })).toBeInTheDocument();
    const checkbox = screen.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
    expect(checkbox).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'I Agree' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(checkbox).toBeChecked();
    expect(create).not.toHaveAttribute('aria-disabled');
  });

  it('a guest registers for real: 201, logged in, onCompleted', async () => {
    const { user, onCompleted } = await fillInAndAgree('robin.ashworth@example.com');
    await createAccount(user);

    await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
    expect(userByEmail('robin.ashworth@example.com')).toEqual({
      first_name: 'Robin',
      date_of_birth: '1990-03-14',
      address_line_1: '1 Canal Street',
    });
    expect(document.cookie).toMatch(/token/i);
  });

  it('an email that already has an account registers like any other: the form cannot tell (decision 0110)', async () => {
    // Not the demo customer the last test logs in as: a shared email asks for the customer ID (decision 0103).
    const { user, onCompleted } = await fillInAndAgree('alex.morgan@example.com');
    await createAccount(user);

    await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).not.toBeInTheDocument();
  });

  it("the server's field messages show under their fields and in a focused summary", async () => {
    const { user, onCompleted } = await fillInAndAgree('robin.refused@example.com');
    const message = 'Please enter a valid email address.';
    failNextRegistration(422, { 'dataFields.email': [message] });
    await createAccount(user);

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary.parentElement).toHaveFocus();
    expect(within(summary).getByRole('link', { name: message })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      expect.stringContaining(`Error: ${message}`),
    );
    expect(onCompleted).not.toHaveBeenCalled();
  });

  it('a server message about the password confirmation shows under Repeat password', async () => {
    const { user } = await fillInAndAgree('robin.confirm@example.com');
    failNextRegistration(422, { password: ['The password confirmation does not match.'] });
    await createAccount(user);

    await waitFor(() =>
      expect(screen.getByLabelText('Repeat password')).toHaveAccessibleDescription(
        'Error: The password confirmation does not match.',
      ),
    );
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('419 asks to reload, other failures show the generic banner, and nothing typed is lost', async () => {
    const { user, onCompleted } = await fillInAndAgree('robin.retry@example.com');

    failNextRegistration(419);
    await createAccount(user);
    const expired = await screen.findByText('Something has gone wrong, please reload and try again.');
    expect(expired.closest('[role="alert"]')).toHaveFocus();

    failNextRegistration(500);
    await createAccount(user);
    expect(await screen.findByText('Something has gone wrong, please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Something has gone wrong, please reload and try again.')).not.toBeInTheDocument();

    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Robin');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('robin.retry@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue(DEMO_PASSWORD);
    expect(screen.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' })).toBeChecked();
    expect(onCompleted).not.toHaveBeenCalled();

    // Third time lucky: the same answers go through.
    await createAccount(user);
    await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
  });

  it("too many registrations (429) show the server's words, which say when to try again", async () => {
    const { user, onCompleted } = await fillInAndAgree('robin.often@example.com');
    const message =
      'Too many accounts have been created with this email address recently. Please try again in 42 minutes.';
    failNextRegistration(429, undefined, message);
    await createAccount(user);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Something has gone wrong, please try again.')).not.toBeInTheDocument();
    expect(onCompleted).not.toHaveBeenCalled();
  });

  it('a logged-in user sees the read-only notice and the membership questions, and Continue saves them', async () => {
    await logInAsDemoCustomer();
    const user = userEvent.setup();
    const onCompleted = vi.fn();
    renderWithProviders(<YourDetailsSection isLoggedIn userFullName="Sam Patel" onCompleted={onCompleted} />);

    expect(
      await screen.findByText(
        "These details can't be edited right now. You can edit your personal details later by signing in to your online account.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Sam Patel')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Emergency contact' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
    const dateOfBirth = screen.getByRole('textbox', { name: 'Date of birth' });
    expect(dateOfBirth).toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Emergency contact name is required.' })).toBeInTheDocument();
    expect(onCompleted).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Emergency contact name' }), 'Priya Patel');
    await user.type(screen.getByRole('textbox', { name: 'Emergency contact phone number' }), '07700 900111');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
    const saved = sandbox()
      .services.db.prepare('SELECT emergency_contact_name FROM users WHERE email = ?')
      .get('sam.patel@example.com') as { emergency_contact_name: string };
    expect(saved.emergency_contact_name).toBe('Priya Patel');
  });
});
