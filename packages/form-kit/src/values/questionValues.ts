import { formatUkDate, parseUkDate } from '@leisure/ui';
import type { Question, QuestionValue, WireAnswer } from '../questionTypes.ts';

/** A checkbox question with options is a list of ticks; without options it is one tick (true or false). */
export function isListQuestion(question: Pick<Question, 'type' | 'options'>): boolean {
  return question.type === 'multi_select' || (question.type === 'checkbox' && question.options.length > 0);
}

export function emptyValueFor(question: Question): QuestionValue {
  if (isListQuestion(question)) return [];
  return question.type === 'checkbox' ? false : '';
}

/** Nothing chosen or typed; an unticked lone checkbox is also no answer for a required question. */
export function isEmptyValue(value: QuestionValue | undefined): boolean {
  if (value === undefined || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'string' && value.trim() === '';
}

/** What the API stored (or the question's default) as the value the form edits. */
export function toFormValue(question: Question, answer: unknown): QuestionValue {
  if (answer === null || answer === undefined) return emptyValueFor(question);
  if (isListQuestion(question)) {
    if (Array.isArray(answer)) return answer.map(String);
    // A lone-option checkbox may have been answered true.
    if (answer === true && question.options[0]) return [question.options[0].value];
    return typeof answer === 'string' && answer !== '' ? [answer] : [];
  }
  if (question.type === 'checkbox') return answer === true || answer === 1 || answer === '1';
  if (question.type === 'date') return typeof answer === 'string' ? formatUkDate(answer) : '';
  return Array.isArray(answer) ? answer.join(', ') : String(answer);
}

/** The edited value as the API takes it (docs/product/joining.md §3: a date as YYYY-MM-DD, multi-select or checkbox as a list). */
export function toWireAnswer(question: Question, value: QuestionValue | undefined): WireAnswer {
  if (value === undefined) return isListQuestion(question) ? [] : null;
  if (Array.isArray(value)) return [...value];
  if (typeof value === 'boolean') return value;
  const text = value.trim();
  if (text === '') return null;
  switch (question.type) {
    case 'number': {
      const number = Number(text);
      return Number.isFinite(number) ? number : text;
    }
    case 'date':
      return parseUkDate(text) ?? text;
    default:
      return text;
  }
}
