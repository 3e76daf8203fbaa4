import type { DataFieldAnswers, ValidationMessages } from '@leisure/api-contract';
import type { Database, SqlValue } from '../../../db/database.ts';
import type { UserRow } from '../userRecords.ts';
import { formFields, type AnswerPrefix, type OnboardingForm } from './onboardingForms.ts';
import { checksumMatches } from './checksum.ts';
import { checkAnswer, isEmptyAnswer } from './answerChecks.ts';

export const formMessages = {
  staleForm: 'This form has changed since it was loaded. Please reload the page and try again.',
  unknownQuestion: 'This question is not part of the form.',
  locked: (label: string) => `${label} can't be changed online. Please ask at your centre.`,
} as const;

export interface CheckedAnswers {
  errors: ValidationMessages;
  /** users column → value, for every non-empty valid answer. */
  changes: Map<string, SqlValue>;
}

function storedIsEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || value === '[]';
}

/**
 * Checks answers to a form: the checksum, that each answer belongs to the form, each field's type and rules and
 * required fields. An email in use by other accounts is no problem (docs/decisions/0110-registration-answers.md). With `current` (an update), empty answers keep the stored value and
 * satisfy "required" when one is stored.
 */
export function checkFormAnswers(
  db: Database,
  form: OnboardingForm,
  prefix: AnswerPrefix,
  answers: DataFieldAnswers,
  today: string,
  current?: UserRow,
): CheckedAnswers {
  // No prototype: an answer named "__proto__" must land as a message, not on Object.prototype's setter.
  const errors: ValidationMessages = Object.create(null) as ValidationMessages;
  const changes = new Map<string, SqlValue>();
  if (!checksumMatches(db, form, answers._checksum)) {
    return { errors: { [`${prefix}_checksum`]: [formMessages.staleForm] }, changes };
  }

  const fields = formFields(form);
  const known = new Set(fields.map(({ field }) => field.name));
  for (const name of Object.keys(answers)) {
    if (name !== '_checksum' && !known.has(name)) errors[`${prefix}${name}`] = [formMessages.unknownQuestion];
  }

  const stored = current as unknown as Record<string, unknown> | undefined;
  for (const { field, isRequired, lockedOnceAnswered } of fields) {
    const path = `${prefix}${field.name}`;
    const answer = answers[field.name];
    const storedValue = stored?.[field.column];
    if (isEmptyAnswer(answer)) {
      if (isRequired && storedIsEmpty(storedValue)) errors[path] = [`${field.label} is required.`];
      continue;
    }
    const checked = checkAnswer(field, answer!, today);
    if ('problem' in checked) {
      errors[path] = [checked.problem];
      continue;
    }
    if (lockedOnceAnswered && !storedIsEmpty(storedValue) && checked.value !== storedValue) {
      errors[path] = [formMessages.locked(field.label)];
      continue;
    }
    changes.set(field.column, checked.value);
  }
  return { errors, changes };
}
