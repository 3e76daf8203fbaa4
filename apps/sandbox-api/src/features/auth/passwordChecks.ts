import { passwordConfirmationMismatch, passwordProblems, type ValidationMessages } from '@leisure/api-contract';

/** The password rules of docs/product/joining.md §5 and the repeat-password match, as field messages. */
export function passwordMessages(password: string, confirmation: string): ValidationMessages {
  const errors: ValidationMessages = {};
  const problems = passwordProblems(password);
  if (problems.length > 0) errors.password = problems;
  if (password !== confirmation) errors.passwordConfirmation = [passwordConfirmationMismatch];
  return errors;
}
