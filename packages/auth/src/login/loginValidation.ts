/** The same words the API uses for these fields (packages/api-contract, auth login). */
export const loginMessages = {
  usernameMissing: 'Enter your email address or customer ID.',
  passwordMissing: 'Enter your password.',
  customerIdMissing: 'Enter your customer ID.',
} as const;

/** react-hook-form `validate`: whitespace alone is no answer. */
export const filledIn = (message: string) => (value: string) => value.trim() !== '' || message;
