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

/** "Email me my customer IDs" (docs/decisions/0313): where the ID is printed, and a failure with no answer. */
export const customerIdsMessages = {
  whereToFind:
    'Your customer ID starts with BW, like BW100004. It is printed on your membership card and at the top of the ' +
    'emails we send you. Don’t have it to hand? We can email the customer IDs of every account that uses this ' +
    'address to that address.',
  failed: 'We couldn’t send the email. Please try again.',
} as const;

/** The log-in refusal for an email several accounts share: "Multiple accounts are linked to this email address…". */
export const isSharedEmailRefusal = (message: string | null | undefined): boolean =>
  Boolean(message?.trimStart().startsWith('Multiple'));
