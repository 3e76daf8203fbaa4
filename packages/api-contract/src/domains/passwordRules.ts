// Password rules (docs/product/joining.md §5), without zod so that front ends can use them without loading the schemas.

/** The password rules, shared so that forms can show the same guidance the server enforces. */
export const passwordRules: readonly { test: (password: string) => boolean; message: string }[] = [
  { test: (p) => p.length >= 8, message: 'The password must be at least 8 characters.' },
  { test: (p) => /\p{Ll}/u.test(p), message: 'The password must contain at least one lowercase letter.' },
  { test: (p) => /\p{Lu}/u.test(p), message: 'The password must contain at least one uppercase letter.' },
  { test: (p) => /\p{Nd}/u.test(p), message: 'The password must contain at least one number.' },
  { test: (p) => /[^\p{L}\p{Nd}\s]/u.test(p), message: 'The password must contain at least one special character.' },
];

export function passwordProblems(password: string): string[] {
  return passwordRules.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}

export const passwordConfirmationMismatch = 'The password confirmation does not match the password.';
