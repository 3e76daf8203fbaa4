import { parseUkDate } from '@leisure/ui';
import type { Question, QuestionValue } from '../questionTypes.ts';
import { isEmptyValue } from './questionValues.ts';
import { ukToday } from './ukToday.ts';

export const questionMessages = {
  required: (label: string) => `${label} is required.`,
  invalidDate: 'Date must be valid.',
  futureDate: (label: string) => `${label} cannot be in the future.`,
  notANumber: (label: string) => `${label} must be a number.`,
  wholeNumber: 'Enter a whole number.',
  outOfRange: (min: number, max: number) => `Enter a number from ${min} to ${max}.`,
} as const;

const NUMBER = /^-?\d+(\.\d+)?$/;

function numberAttribute(question: Question, name: 'min' | 'max' | 'step'): number | undefined {
  const value = question.htmlAttributes?.[name];
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : undefined;
}

function checkNumber(question: Question, text: string): string | undefined {
  if (!NUMBER.test(text)) return questionMessages.notANumber(question.label);
  const number = Number(text);
  if (numberAttribute(question, 'step') === 1 && !Number.isInteger(number)) return questionMessages.wholeNumber;
  const min = numberAttribute(question, 'min');
  const max = numberAttribute(question, 'max');
  if ((min !== undefined && number < min) || (max !== undefined && number > max)) {
    return questionMessages.outOfRange(min ?? Number.MIN_SAFE_INTEGER, max ?? Number.MAX_SAFE_INTEGER);
  }
  return undefined;
}

function checkDate(question: Question, text: string, today: string): string | undefined {
  const iso = parseUkDate(text);
  if (!iso || iso < '1900-01-01') return questionMessages.invalidDate;
  if (question.pastDatesOnly && iso > today) return questionMessages.futureDate(question.label);
  return undefined;
}

/**
 * The message for an answer, or undefined when it is fine: required answers present ("{label} is required."),
 * dates real DD/MM/YYYY dates, numbers numeric. Answers the user may not change are never checked.
 */
export function questionProblem(
  question: Question,
  value: QuestionValue | undefined,
  today: string = ukToday(),
): string | undefined {
  if (question.isAuthorised === false) return undefined;
  if (isEmptyValue(value)) return question.isRequired ? questionMessages.required(question.label) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (question.type === 'date') return checkDate(question, text, today);
  if (question.type === 'number') return checkNumber(question, text);
  return undefined;
}
