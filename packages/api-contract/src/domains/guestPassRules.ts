// Guest pass rules (docs/decisions/0401, 0471), without zod: the sandbox enforces them through the schema in
// accountSchemas.ts and the Guest passes page checks them before sending, in the same words.

export const GUEST_NAME_MAX_LENGTH = 60;

/** A letter first, then letters, accents, apostrophes, spaces, dots and hyphens: "Zoë", "O'Neill-Smith", "Mary Ann". */
export const guestNamePattern = /^[\p{L}][\p{L}\p{M}' .-]*$/u;

export const guestPassMessages = {
  nameMissing: (label: string) => `Enter the guest's ${label}`,
  nameTooLong: (label: string) => `The guest's ${label} must be ${GUEST_NAME_MAX_LENGTH} characters or fewer`,
  nameLetters: (label: string) => `Enter the guest's ${label} using letters only`,
  email: 'Enter a valid email address, like name@example.com',
  /** The visit's month has no pass left; `month` as shown, e.g. "March 2026". */
  monthUsedUp: (monthlyLimit: number, month: string) =>
    `You have used ${monthlyLimit === 1 ? 'your guest pass' : `all ${monthlyLimit} guest passes`} for ${month}. ` +
    'Choose a date in another month.',
} as const;

/** The message for a guest's first or last name (`label`), trimmed as the server trims it; undefined when fine. */
export function guestNameProblem(label: string, value: string): string | undefined {
  const name = value.trim();
  if (name === '') return guestPassMessages.nameMissing(label);
  if (name.length > GUEST_NAME_MAX_LENGTH) return guestPassMessages.nameTooLong(label);
  if (!guestNamePattern.test(name)) return guestPassMessages.nameLetters(label);
  return undefined;
}
