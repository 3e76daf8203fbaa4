import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@leisure/sandbox-api/testing';
import { OnlineJoiningApp } from '../../src/index.ts';
import { logInAsDemoCustomer, renderApp, logInThroughForm } from '@leisure/app-store/testing';
import { firstJoiningCentre, useSandbox } from '../support/sandboxApi.ts';

const password = DEMO_PASSWORD;
const sam = { email: 'sam.patel@example.com', reference: 'BW100002' };
const hughes = { email: 'the.hughes.family@example.com', reference: 'BW100004' };
const badCredentials = 'The email address, customer ID or password you entered is incorrect.';
const resetSent =
  'If an account matches the details you entered, we have sent an email with a link to reset your password.';

async function openLogin(url = '/login'): Promise<UserEvent> {
  const user = userEvent.setup();
  renderApp(OnlineJoiningApp, url);
  expect(await screen.findByRole('heading', { level: 1, name: 'Already have an online account?' })).toBeVisible();
  return user;
}

async function expectJoiningPage(path = '/'): Promise<void> {
  expect(await screen.findByRole('heading', { level: 1, name: 'Online Joining' })).toBeInTheDocument();
  expect(window.location.pathname).toBe(path);
}

async function openForgottenPassword(user: UserEvent): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'I have forgotten my password' }));
  return screen.getByRole('dialog', { name: 'Forgotten your password?' });
}

describe('/login', () => {
  const { sandbox } = useSandbox();
  const firstCentre = () => firstJoiningCentre(sandbox());

  it('offers log-in, the forgotten-password link and carrying on as a guest, titled "Log in"', async () => {
    await openLogin();
    expect(document.title).toBe('Brightwater Leisure | Log in');
    const form = screen.getByRole('form', { name: 'Log in' });
    expect(within(form).getByRole('textbox', { name: /Email or customer ID/ })).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(within(form).getByRole('button', { name: 'I have forgotten my password' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Continue without signing in' })).toBeInTheDocument();
  });

  it('logs in by email and lands back on the joining page', async () => {
    const user = await openLogin();
    await logInThroughForm(user, { username: sam.email, password });
    await expectJoiningPage();
  });

  it('logs in by customer reference and lands back on the joining page', async () => {
    const user = await openLogin();
    await logInThroughForm(user, { username: sam.reference, password });
    await expectJoiningPage();
  });

  it('follows a safe redirect after logging in', async () => {
    const { slug } = firstCentre();
    const user = await openLogin(`/login?redirect=${encodeURIComponent(`/centre/${slug}`)}`);
    await logInThroughForm(user, { username: sam.email, password });
    await expectJoiningPage(`/centre/${slug}`);
  });

  it('drops a redirect to another site and lands on the joining page', async () => {
    const user = await openLogin(`/login?redirect=${encodeURIComponent('//evil.example')}`);
    await logInThroughForm(user, { username: sam.email, password });
    await expectJoiningPage();
    expect(window.location.href).toBe(`${window.location.origin}/`);
  });

  it("shows a refused log-in's server message as a toast and keeps what was typed", async () => {
    const user = await openLogin();
    await logInThroughForm(user, { username: sam.email, password: 'not-the-password' });
    const toasts = screen.getByTestId('toasts-assertive');
    expect(await within(toasts).findByText(badCredentials)).toBeInTheDocument();
    // The message also stays in the error summary, which takes focus (decision 0823).
    expect(document.activeElement).toContainElement(screen.getByRole('alert'));
    expect(screen.getByRole('alert')).toHaveTextContent(badCredentials);
    expect(screen.getByRole('textbox', { name: /Email or customer ID/ })).toHaveValue(sam.email);
    expect(window.location.pathname).toBe('/login');
  });

  it('asks for the email or customer ID and the password before sending anything', async () => {
    const user = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('textbox', { name: /Email or customer ID/ })).toHaveAccessibleDescription(
      /Enter your email address or customer ID\./,
    );
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(/Enter your password\./);
  });

  it('forgotten password: sends a reset link and says to check your email', async () => {
    const user = await openLogin();
    const dialog = await openForgottenPassword(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Email or customer ID/ }), sam.email);
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('dialog', { name: 'Check your email' })).toHaveTextContent(resetSent);
  });

  it('forgotten password with an email two accounts share: asks for the customer ID, then sends the link', async () => {
    const user = await openLogin();
    const dialog = await openForgottenPassword(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Email or customer ID/ }), hughes.email);
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

    const byId = await screen.findByRole('dialog', { name: 'Enter your customer ID' });
    expect(byId).toHaveTextContent('Your email address is linked to more than one account.');
    await user.type(within(byId).getByRole('textbox', { name: /Customer ID/ }), hughes.reference);
    await user.click(within(byId).getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('dialog', { name: 'Check your email' })).toHaveTextContent(resetSent);
  });

  it('"Back to login" closes the reset modal, from any step, and returns focus to the link', async () => {
    const user = await openLogin();
    let dialog = await openForgottenPassword(user);
    await user.click(within(dialog).getByRole('button', { name: 'Back to login' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I have forgotten my password' })).toHaveFocus();

    dialog = await openForgottenPassword(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Email or customer ID/ }), hughes.email);
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    const byId = await screen.findByRole('dialog', { name: 'Enter your customer ID' });
    await user.click(within(byId).getByRole('button', { name: 'Back to login' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I have forgotten my password' })).toHaveFocus();
  });

  it('"I don\'t have an account" goes to the joining page, keeping the kiosk and centre flags', async () => {
    const { slug } = firstCentre();
    const user = await openLogin(`/login?kiosk=true&centre=${slug}`);
    const guest = screen.getByRole('link', { name: "I don't have an account" });
    expect(guest).toHaveAttribute('href', `/?kiosk=true&centre=${slug}`);
    await user.click(guest);
    await expectJoiningPage();
    expect(window.location.search).toBe(`?kiosk=true&centre=${slug}`);
  });

  it('sends a logged-in user on: to a safe redirect, otherwise to the joining page', async () => {
    await logInAsDemoCustomer();
    renderApp(OnlineJoiningApp, '/login?redirect=/kiosk');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/kiosk');
  });

  it('sends a logged-in user without a redirect back into the joining page', async () => {
    await logInAsDemoCustomer();
    renderApp(OnlineJoiningApp, '/login');
    await expectJoiningPage();
    expect(screen.queryByRole('heading', { name: 'Already have an online account?' })).not.toBeInTheDocument();
  });
});
