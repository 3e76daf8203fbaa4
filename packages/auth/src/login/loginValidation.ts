/** The same words the API uses for these fields (packages/api-contract, auth login). */
export const loginMessages = {
  usernameMissing: 'Enter your email address or customer ID.',
  passwordMissing: 'Enter your password.',
  customerIdMissing: 'Enter your customer ID.',
} as const;

/** docs/product/joining.md §2: what the customer-ID step of a password reset says when several accounts share the email. */
export const sharedEmailExplanation =
  'Your email address is linked to more than one account. Enter the customer ID of the account whose password you ' +
  'want to reset and we will email you a link.';

/** react-hook-form `validate`: whitespace alone is no answer. */
export const filledIn = (message: string) => (value: string) => value.trim() !== '' || message;
