import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authToastRequested, LoginForm } from '@leisure/auth';
import { clearToasts, dismissToast, makeStore, showToast } from '../src/index.ts';
import { createTestEnvironment, logInThroughForm, renderWithProviders } from '../src/testing/index.ts';
import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { useSandbox } from './support/sandboxApi.ts';

describe('the toasts slice', () => {
  it('shows toasts with ids of their own, replaces a repeated message and dismisses by id', () => {
    const store = makeStore(createTestEnvironment());
    store.dispatch(showToast({ content: 'Successfully added item to the basket.', type: 'success' }));
    store.dispatch(showToast({ content: 'Order completed Successfully.', type: 'success', closeAfter: 10_000 }));
    store.dispatch(showToast({ content: 'Successfully added item to the basket.', type: 'success' }));

    const toasts = store.getState().toasts.toasts;
    expect(toasts.map((toast) => [toast.content, toast.closeAfter])).toEqual([
      ['Order completed Successfully.', 10_000],
      ['Successfully added item to the basket.', 5_000],
    ]);
    expect(new Set(toasts.map((toast) => toast.id)).size).toBe(2);

    store.dispatch(dismissToast(toasts[0]!.id));
    expect(store.getState().toasts.toasts.map((toast) => toast.content)).toEqual([
      'Successfully added item to the basket.',
    ]);
    store.dispatch(clearToasts());
    expect(store.getState().toasts.toasts).toEqual([]);
  });

  it("shows the toast a package's action carries in meta.toast", () => {
    const store = makeStore(createTestEnvironment());
    store.dispatch(authToastRequested('Reset is unavailable.'));
    store.dispatch({ type: 'other/withoutId', meta: { toast: { content: 'No id, not shown' } } });
    expect(store.getState().toasts.toasts).toEqual([
      expect.objectContaining({ content: 'Reset is unavailable.', type: 'danger', closeAfter: 5_000 }),
    ]);
  });
});

describe('a refused log-in on screen', () => {
  useSandbox();

  it("shows the server's message as a danger toast, announced assertively, as well as in the form", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />, { route: '/login' });
    await logInThroughForm(user, {
      username: demoAccounts.memberWithDirectDebit.email,
      password: `${DEMO_PASSWORD}x`,
    });

    const message = 'The email address, customer ID or password you entered is incorrect.';
    const urgent = screen.getByTestId('toasts-assertive');
    expect(await within(urgent).findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });
});
