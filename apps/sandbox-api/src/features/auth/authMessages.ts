import { minutesText } from './throttle.ts';

/** Messages of the auth feature that tests and front ends rely on, in one place. */
export const authMessages = {
  /** The one answer for a wrong password and for an unknown username alike. */
  badCredentials: 'The email address, customer ID or password you entered is incorrect.',
  /**
   * An email several accounts log in with (docs/decisions/0103, 0313): where the customer ID is printed, and that it
   * can be emailed. Front ends key on the leading "Multiple" (docs/product/joining.md §4).
   */
  sharedEmailLogin:
    'Multiple accounts use this email address. Log in with your customer ID: it is on your membership card and in ' +
    'our emails, or we can email your customer IDs to you.',
  sharedEmailReset:
    'Multiple accounts use this email address. Enter your customer ID: it is on your membership card and in our ' +
    'emails, or we can email your customer IDs to you.',
  customerIdsSent: 'If any accounts use this email address, we have sent it a list of their customer IDs.',
  tooManyCustomerIdRequests: (seconds: number) =>
    `We have already emailed this address several times. Please try again in ${minutesText(seconds)}.`,
  resetSent: 'If an account matches the details you entered, we have sent an email with a link to reset your password.',
  tooManyAttempts: (seconds: number) => `Too many failed log-in attempts. Please try again in ${minutesText(seconds)}.`,
  currentPasswordRequired: 'Enter your current password.',
  currentPasswordWrong: 'Your current password is incorrect.',
  newPasswordSameAsCurrent: 'Your new password must be different from your current password.',
  tooManyPasswordChanges: (seconds: number) =>
    `Too many incorrect current passwords. Please try again in ${minutesText(seconds)}.`,
  /** The same whether or not the email already had an account (docs/decisions/0110-registration-answers.md). */
  tooManyRegistrations: (seconds: number) =>
    `Too many accounts have been created with this email address recently. Please try again in ${minutesText(seconds)}.`,
} as const;
