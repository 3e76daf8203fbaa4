/** The password guidance of docs/product/joining.md §5, as the checklist shows it. The server applies the same rules. */
export const passwordRequirements: readonly { label: string; met: (password: string) => boolean }[] = [
  { label: 'At least 8 characters', met: (password) => [...password].length >= 8 },
  { label: '1 lowercase letter', met: (password) => /\p{Ll}/u.test(password) },
  { label: '1 uppercase letter', met: (password) => /\p{Lu}/u.test(password) },
  { label: '1 number', met: (password) => /\p{Nd}/u.test(password) },
  { label: '1 special character', met: (password) => /[^\p{L}\p{Nd}\s]/u.test(password) },
];

function listOf(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
}

/**
 * "Password must have at least 8 characters and 1 number.", or undefined when every requirement is met; `label` is
 * the field's ("New password" on My details).
 */
export function passwordProblem(password: string, label = 'Password'): string | undefined {
  if (password === '') return `${label} is required.`;
  const missing = passwordRequirements.filter((rule) => !rule.met(password)).map((rule) => rule.label.toLowerCase());
  return missing.length > 0 ? `${label} must have ${listOf(missing)}.` : undefined;
}

export const repeatPasswordMessages = {
  required: (label = 'Repeat password') => `${label} is required.`,
  // The server's own wording, so the message reads the same whichever side finds the mismatch.
  mismatch: 'The password confirmation does not match the password.',
} as const;
