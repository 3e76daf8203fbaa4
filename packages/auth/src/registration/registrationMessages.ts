import { defaultMessageForStatus, genericErrorMessage } from '@leisure/api-contract/browser';

/** The texts of "Your details" (docs/product/joining.md §2, §8). */
export const detailsMessages = {
  loggedInNotice:
    "These details can't be edited right now. You can edit your personal details later by signing in to your online account.",
  termsRequired: 'You must agree to the Terms and Conditions.',
  sessionExpired: defaultMessageForStatus(419),
  generic: genericErrorMessage,
  loadFailed: 'Something has gone wrong. The form failed to load.',
} as const;

/** The registration form's own fields beside the data fields. */
export const accountFieldNames = {
  password: 'password',
  passwordConfirmation: 'passwordConfirmation',
  termsAccepted: 'termsAccepted',
} as const;

/**
 * Where a registration 422 message goes: a data field by its path, the account fields by name. A message about
 * the password confirmation belongs under Repeat password even when a server files it under `password`.
 */
export function registrationFieldFor(
  key: string,
  message: string,
  dataFieldNames: ReadonlyMap<string, string>,
): string | undefined {
  if (key === 'password' && /confirm/i.test(message)) return accountFieldNames.passwordConfirmation;
  if (key === 'password' || key === 'passwordConfirmation' || key === 'termsAccepted') return key;
  return dataFieldNames.get(key);
}
