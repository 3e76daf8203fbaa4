import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { authToastRequested, GuestOnly, LoginForm, sessionApi } from '../src/index.ts';
import { createAuthTestStore } from './support/authTestStore.ts';
import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { LocationProbe } from './support/LocationProbe.tsx';
import { renderWithStore } from './support/renderWithStore.tsx';
import { useSandbox } from './support/sandboxApi.ts';

const { login } = sessionApi.endpoints;
const alex = demoAccounts.memberWithDirectDebit;

function renderLoginPage(route = '/login') {
  const test = createAuthTestStore();
  const { unmount } = renderWithStore(
    <Routes>
      <Route path="/" element={<LocationProbe name="Home" />} />
      <Route path="/memberships" element={<LocationProbe name="Memberships" />} />
      <Route
        path="/login"
        element={
          <GuestOnly>
            <h1>Log in</h1>
            <LoginForm />
          </GuestOnly>
        }
      />
    </Routes>,
    test.store,
    route,
  );
  return { ...test, unmount };
}

const usernameField = () => screen.getByLabelText(/Email or customer ID/);
const passwordField = () => screen.getByLabelText(/^Password/);

describe('LoginForm', () => {
  const sandbox = useSandbox();

  it('offers the fields password managers recognise', () => {
    renderLoginPage();
    expect(usernameField()).toHaveAttribute('autocomplete', 'username');
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveAttribute('type', 'submit');
  });

  it('logs in and goes to the redirect', async () => {
    const user = userEvent.setup();
    const { authCookies } = renderLoginPage(`/login?redirect=${encodeURIComponent('/memberships?tab=current')}`);
    await user.type(usernameField(), alex.email);
    await user.type(passwordField(), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Memberships' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/memberships?tab=current');
    expect(authCookies.readToken()).not.toBeNull();
  });

  it('logs in by customer ID and lands on / when the redirect is unsafe', async () => {
    const user = userEvent.setup();
    renderLoginPage(`/login?redirect=${encodeURIComponent('//evil.example')}`);
    await user.type(usernameField(), `  ${alex.reference} `);
    await user.type(passwordField(), DEMO_PASSWORD);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it("shows the server's message in an error summary that takes focus, and asks for a toast", async () => {
    const user = userEvent.setup();
    const { actions } = renderLoginPage();
    await user.type(usernameField(), alex.email);
    await user.type(passwordField(), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const message = 'The email address, customer ID or password you entered is incorrect.';
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(message);
    expect(summary.parentElement).toHaveFocus();
    expect(screen.getByRole('link', { name: message })).toHaveAttribute('href', `#${usernameField().id}`);
    expect(actions.filter(login.matchRejected)).toHaveLength(1);
    expect(actions.find(authToastRequested.match)).toMatchObject({
      meta: { toast: { content: message, type: 'danger' } },
    });
  });

  it('asks for both fields before sending anything', async () => {
    const user = userEvent.setup();
    const { actions } = renderLoginPage();
    await user.type(usernameField(), '   ');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Enter your email address or customer ID.');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your password.');
    expect(usernameField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAccessibleDescription(/Enter your password\./);
    expect(actions.some(login.matchPending)).toBe(false);
  });

  it('offers to email the customer IDs when several accounts share the email, and says where the ID is printed', async () => {
    const user = userEvent.setup();
    renderLoginPage();
    const shared = demoAccounts.sharedEmailParent;
    await user.type(usernameField(), shared.email);
    await user.type(passwordField(), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^There is a problemMultiple accounts use this email address\./,
    );
    expect(screen.getByText(/It is printed on your membership card and at the top of the emails/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Email me my customer IDs' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      'If any accounts use this email address, we have sent it a list of their customer IDs.',
    );
    const email = sandbox
      .sandbox()
      .services.db.prepare("SELECT to_address, body_text FROM email_outbox WHERE kind = 'customer_ids'")
      .all() as { to_address: string; body_text: string }[];
    expect(email).toHaveLength(1);
    expect(email[0]!.to_address).toBe(shared.email);
    expect(email[0]!.body_text).toContain(`${shared.reference}: Chris Hughes`);
  });

  it('offers no customer IDs email for a wrong password', async () => {
    const user = userEvent.setup();
    renderLoginPage();
    await user.type(usernameField(), alex.email);
    await user.type(passwordField(), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Email me my customer IDs' })).not.toBeInTheDocument();
  });

  it('forgets a failure when the page is left', async () => {
    const user = userEvent.setup();
    const { store, unmount } = renderLoginPage();
    await user.type(usernameField(), alex.email);
    await user.type(passwordField(), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('alert');
    expect(store.getState().auth.login.status).toBe('failure');
    unmount();
    expect(store.getState().auth.login).toEqual({ status: 'idle', error: null });
  });
});
