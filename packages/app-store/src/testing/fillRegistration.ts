import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { DEMO_PASSWORD } from '@leisure/sandbox-api/testing';

/**
 * Fills `/register`'s form (docs/product/bookings.md D25, the registration form of @leisure/auth/registration) for a
 * new adult in Leeds with `email`, the demo password and the terms agreed; the test then presses "Create Account".
 */
export async function fillRegistration(user: UserEvent, email: string): Promise<void> {
  await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Robin');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Ashworth');
  await user.type(screen.getByRole('textbox', { name: 'Date of birth' }), '14/03/1990');
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), email);
  await user.type(screen.getByRole('textbox', { name: 'Address line 1' }), '1 Canal Street');
  await user.type(screen.getByRole('textbox', { name: 'Town or city' }), 'Leeds');
  await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'LS1 4LW');
  await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
  await user.type(screen.getByLabelText('Repeat password'), DEMO_PASSWORD);
  await user.click(screen.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }));
}
