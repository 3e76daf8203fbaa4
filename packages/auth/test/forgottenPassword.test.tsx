import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountFormsApi, authToastRequested, LoginForm } from '../src/index.ts';
import { createAuthTestStore } from './support/authTestStore.ts';
import { demoAccounts } from '@leisure/sandbox-api/testing';
import { renderWithStore } from './support/renderWithStore.tsx';
import { useSandbox } from './support/sandboxApi.ts';

const { forgottenPassword } = accountFormsApi.endpoints;
const resetSent =
  'If an account matches the details you entered, we have sent an email with a link to reset your password.';

async function openDialog() {
  const user = userEvent.setup();
  const test = createAuthTestStore();
  renderWithStore(<LoginForm />, test.store, '/login');
  const opener = screen.getByRole('button', { name: 'Forgotten your password?' });
  await user.click(opener);
  return { user, opener, ...test };
}

describe('ForgottenPasswordDialog', () => {
  const sandbox = useSandbox();

  it('sends a reset link by email and says to check the inbox; Back to login returns to the form', async () => {
    const { user, opener } = await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Forgotten your password?' });
    await user.type(within(dialog).getByLabelText(/Email or customer ID/), demoAccounts.memberWithDirectDebit.email);
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

    const sent = await screen.findByRole('dialog', { name: 'Check your email' });
    expect(sent).toHaveTextContent(resetSent);
    await user.click(within(sent).getByRole('button', { name: 'Back to login' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('asks for the customer ID when several accounts share the email, then sends the link', async () => {
    const { user } = await openDialog();
    const shared = demoAccounts.sharedEmailParent;
    const dialog = screen.getByRole('dialog', { name: 'Forgotten your password?' });
    await user.type(within(dialog).getByLabelText(/Email or customer ID/), shared.email);
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

    const byId = await screen.findByRole('dialog', { name: 'Enter your customer ID' });
    // docs/product/joining.md §2's wording rather than the server's "Multiple…" text, which speaks to developers.
    expect(byId).toHaveTextContent('Your email address is linked to more than one account.');
    await user.type(within(byId).getByLabelText(/Customer ID/), shared.reference);
    await user.click(within(byId).getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('dialog', { name: 'Check your email' })).toHaveTextContent(resetSent);
  });

  it("the customer-ID step says where the ID is printed and emails the address its accounts' IDs", async () => {
    const { user } = await openDialog();
    const shared = demoAccounts.sharedEmailParent;
    const dialog = screen.getByRole('dialog', { name: 'Forgotten your password?' });
    await user.type(within(dialog).getByLabelText(/Email or customer ID/), shared.email);
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

    const byId = await screen.findByRole('dialog', { name: 'Enter your customer ID' });
    expect(byId).toHaveTextContent('It is printed on your membership card');
    await user.click(within(byId).getByRole('button', { name: 'Email me my customer IDs' }));
    expect(await within(byId).findByRole('status')).toHaveTextContent(
      'If any accounts use this email address, we have sent it a list of their customer IDs.',
    );
    const sent = sandbox
      .sandbox()
      .services.db.prepare("SELECT to_address FROM email_outbox WHERE kind = 'customer_ids'")
      .all() as { to_address: string }[];
    expect(sent).toEqual([{ to_address: shared.email }]);
    // Still the customer-ID step: the customer can type the ID once the email arrives.
    expect(within(byId).getByRole('textbox', { name: /Customer ID/ })).toBeInTheDocument();
  });

  it("shows a refusal's message against the field and asks for a danger toast", async () => {
    sandbox.injectFault({ path: '/auth/customer/forgotten-password', status: 500, message: 'Reset is unavailable.' });
    const { user, actions } = await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Forgotten your password?' });
    await user.type(within(dialog).getByLabelText(/Email or customer ID/), 'someone@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

    const field = await within(dialog).findByRole('textbox', { description: /Reset is unavailable\./ });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Forgotten your password?' })).toBeInTheDocument();
    expect(actions.filter(forgottenPassword.matchRejected)).toHaveLength(1);
    expect(actions.find(authToastRequested.match)).toMatchObject({
      meta: { toast: { content: 'Reset is unavailable.', type: 'danger' } },
    });
  });

  it('asks for an email or customer ID before sending, and starts over when reopened', async () => {
    const { user, actions } = await openDialog();
    const dialog = () => screen.getByRole('dialog', { name: 'Forgotten your password?' });
    await user.click(within(dialog()).getByRole('button', { name: 'Send reset link' }));
    expect(within(dialog()).getByRole('textbox', { name: /Email or customer ID/ })).toHaveAccessibleDescription(
      /Enter your email address or customer ID\./,
    );
    expect(actions.some(forgottenPassword.matchPending)).toBe(false);

    await user.click(within(dialog()).getByRole('button', { name: 'Back to login' }));
    await user.click(screen.getByRole('button', { name: 'Forgotten your password?' }));
    expect(within(dialog()).getByRole('textbox', { name: /Email or customer ID/ })).not.toHaveAttribute('aria-invalid');
  });
});
