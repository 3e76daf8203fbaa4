/** The words the API uses for these fields (packages/api-contract, auth), so client and server say the same. */
export const loginMessages = {
  usernameMissing: 'Enter your email address or customer ID.',
  passwordMissing: 'Enter your password.',
  customerIdMissing: 'Enter your customer ID.',
} as const;

/** Spec 02 §2: the duplicate-email step's explanation. */
export const sharedEmailExplanation =
  'Your email address is linked to more than one account. Enter the customer ID of the account whose password you ' +
  'want to reset and we will email you a link.';

/** react-hook-form `validate`: whitespace alone is no answer. */
export const filledIn = (message: string) => (value: string) => value.trim() !== '' || message;
