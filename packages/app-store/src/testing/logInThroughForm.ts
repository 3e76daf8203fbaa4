import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { demoCustomer } from './testSession.ts';

/**
 * Logs in the way a customer does, through the log-in form of @leisure/auth on whichever page shows it: types the
 * email or customer ID and the password, then presses Log in. The test then checks where it lands.
 */
export async function logInThroughForm(
  user: UserEvent,
  account: { username: string; password: string } = demoCustomer,
): Promise<void> {
  await user.type(await screen.findByLabelText(/Email or customer ID/), account.username);
  await user.type(screen.getByLabelText(/^Password/), account.password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}
