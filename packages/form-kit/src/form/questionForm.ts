import type { FieldErrors } from 'react-hook-form';
import type { ErrorSummaryItem } from '@leisure/ui';
import type { Question, QuestionValues, WireAnswer } from '../questionTypes.ts';
import { questionFieldId } from '../values/questionIds.ts';
import { isEmptyValue, toFormValue, toWireAnswer } from '../values/questionValues.ts';

/** The form's starting values: each question's saved answer, or `fallback` (an additional question's default). */
export function initialValues(
  questions: readonly Question[],
  answerOf: (question: Question) => unknown,
): QuestionValues {
  return Object.fromEntries(questions.map((question) => [question.name, toFormValue(question, answerOf(question))]));
}

/** Every answer the user may give, as the API takes it; with `skipEmpty`, only the ones given. */
export function wireAnswers(
  questions: readonly Question[],
  values: QuestionValues,
  { skipEmpty = false }: { skipEmpty?: boolean } = {},
): Record<string, WireAnswer> {
  const answers: Record<string, WireAnswer> = {};
  for (const question of questions) {
    if (question.isAuthorised === false) continue;
    const value = values[question.name];
    if (skipEmpty && isEmptyValue(value) && value !== false) continue;
    answers[question.name] = toWireAnswer(question, value);
  }
  return answers;
}

/** The error summary's lines, in the order the questions are asked, each linking to its control. */
export function errorSummaryItems(
  questions: readonly Question[],
  errors: FieldErrors<QuestionValues>,
  idPrefix: string,
): ErrorSummaryItem[] {
  return questions.flatMap((question) => {
    const message = errors[question.name]?.message;
    return typeof message === 'string' && message
      ? [{ fieldId: questionFieldId(idPrefix, question.name), message }]
      : [];
  });
}

/**
 * Spreads a 422's field messages (keys camelCased by the API client, e.g. `dataFields.firstName`) over the form:
 * `nameOf` gives the form field a message belongs to. The messages no field takes are returned to show elsewhere.
 */
export function placeServerMessages(
  messages: Readonly<Record<string, readonly string[]>>,
  nameOf: (key: string, message: string) => string | undefined,
  setError: (name: string, message: string) => void,
): string[] {
  const byField = new Map<string, string[]>();
  const unplaced: string[] = [];
  for (const [key, list] of Object.entries(messages)) {
    for (const message of list) {
      if (!message.trim()) continue;
      const name = nameOf(key, message);
      if (name) byField.set(name, [...(byField.get(name) ?? []), message]);
      else unplaced.push(message);
    }
  }
  for (const [name, list] of byField) setError(name, list.join(' '));
  return unplaced;
}
