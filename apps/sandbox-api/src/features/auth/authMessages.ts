import { minutesText } from './throttle.ts';

/** Messages of the auth feature that tests and front ends rely on, in one place. */
export const authMessages = {
  /** The one answer for a wrong password and for an unknown username alike. */
  badCredentials: 'The email address, customer ID or password you entered is incorrect.',
  sharedEmailLogin: 'Multiple accounts are linked to this email address. Please log in with your customer ID instead.',
  sharedEmailReset: 'Multiple accounts are linked to this email address. Please enter your customer ID instead.',
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
