// What the Family page checks before sending, in the contract's words (householdsSchemas.ts), so a customer hears
// the same message from the page and from the server (docs/decisions/0422).
import { ageOn } from '@leisure/dates';
import { parseUkDate } from '@leisure/ui';

export const NAME_MAX = 50;
/** A child is under 18 on the day they are added (docs/decisions/0313). */
export const CHILD_AGE_LIMIT = 18;

export const childFields = { firstName: 'firstName', lastName: 'lastName', dateOfBirth: 'dateOfBirth' } as const;
export type ChildFieldName = (typeof childFields)[keyof typeof childFields];
export type ChildValues = Record<ChildFieldName, string>;
export const emptyChildValues: ChildValues = { firstName: '', lastName: '', dateOfBirth: '' };

export function childNameProblem(label: 'first name' | 'last name', value: string): string | undefined {
  const name = value.trim();
  if (!name) return `Enter the child's ${label}.`;
  if (name.length > NAME_MAX) return `The child's ${label} must be ${NAME_MAX} characters or fewer.`;
  return undefined;
}

/** The date as typed (DD/MM/YYYY): a real day, not after today, and under 18 today (UK day). */
export function childDateOfBirthProblem(value: string, today: string): string | undefined {
  if (!value.trim()) return "Enter the child's date of birth.";
  const date = parseUkDate(value);
  if (!date) return "Enter the child's date of birth as day, month and year, like 27/03/2015.";
  if (date > today) return 'The date of birth cannot be in the future.';
  if (ageOn(date, today) >= CHILD_AGE_LIMIT) {
    return `A child must be under ${CHILD_AGE_LIMIT}. Invite an adult by email instead.`;
  }
  return undefined;
}

/** The body of POST my-account/household/children: names trimmed, the date as ISO. */
export const childBody = (values: ChildValues) => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  dateOfBirth: parseUkDate(values.dateOfBirth) ?? values.dateOfBirth.trim(),
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function inviteEmailProblem(value: string): string | undefined {
  const email = value.trim();
  if (!email) return 'Enter the email address to send the invitation to.';
  if (email.length > 254) return 'The email address must be 254 characters or fewer.';
  if (!EMAIL.test(email)) return 'Enter a valid email address, like name@example.com.';
  return undefined;
}

/**
 * How the Family page's forms answer a failed call (useServerFormFailure, as the guest pass form does: decision 0471):
 * a 409's, 422's or 429's field messages go by their fields; a 403, 409, 422 or 429 without them is the server's
 * own words in the banner.
 */
export const familyFailureRules = {
  fieldStatuses: [409, 422, 429],
  ownWordsStatuses: [403, 409, 422, 429],
} as const;
