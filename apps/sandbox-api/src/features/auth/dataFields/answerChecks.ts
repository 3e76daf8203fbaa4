import { isoDate, type DataFieldAnswer } from '@leisure/api-contract';
import type { SqlValue } from '../../../db/database.ts';
import type { FieldDefinition } from './fieldLibrary.ts';
import { applyTextRule } from './fieldRules.ts';

/** The earliest date of birth the forms accept. */
const EARLIEST_DATE = '1900-01-01';

export type AnswerCheck = { value: SqlValue } | { problem: string };

/** Null, blank text and an empty list: "no answer" (a false checkbox is an answer). */
export function isEmptyAnswer(answer: DataFieldAnswer | undefined): boolean {
  if (answer === undefined || answer === null) return true;
  if (typeof answer === 'string') return answer.trim() === '';
  if (Array.isArray(answer)) return answer.length === 0;
  return false;
}

const asText = (answer: DataFieldAnswer): string | undefined =>
  typeof answer === 'string' ? answer.trim() : typeof answer === 'number' ? String(answer) : undefined;

/** Checks a non-empty answer against its field and converts it to the column's value. */
export function checkAnswer(field: FieldDefinition, answer: DataFieldAnswer, today: string): AnswerCheck {
  switch (field.type) {
    case 'text': {
      const text = asText(answer);
      if (text === undefined) return { problem: 'Enter text for this answer.' };
      const maxLength = Number(field.htmlAttributes.maxLength ?? 500);
      if (text.length > maxLength) return { problem: `${field.label} must be ${maxLength} characters or fewer.` };
      const checked = applyTextRule(field.rule, field.label, text, today);
      return 'problem' in checked ? checked : { value: checked.value };
    }
    case 'number': {
      const text = asText(answer);
      const number = text !== undefined && /^-?\d+$/.test(text) ? Number(text) : NaN;
      const min = Number(field.htmlAttributes.min ?? Number.MIN_SAFE_INTEGER);
      const max = Number(field.htmlAttributes.max ?? Number.MAX_SAFE_INTEGER);
      if (!Number.isSafeInteger(number)) return { problem: 'Enter a whole number.' };
      if (number < min || number > max) return { problem: `Enter a number from ${min} to ${max}.` };
      return { value: number };
    }
    case 'select': {
      const text = asText(answer);
      return text !== undefined && field.options.some((option) => option.value === text)
        ? { value: text }
        : { problem: 'Choose one of the options given.' };
    }
    case 'multi_select': {
      if (!Array.isArray(answer)) return { problem: 'Choose from the options given.' };
      const allowed = new Set(field.options.map((option) => option.value));
      if (!answer.every((value) => allowed.has(value))) {
        return { problem: 'Choose only from the options given.' };
      }
      return { value: JSON.stringify([...new Set(answer)]) };
    }
    case 'date': {
      const text = asText(answer);
      if (text === undefined || !isoDate.safeParse(text).success || text < EARLIEST_DATE) {
        return { problem: 'Date must be valid.' };
      }
      const checked = applyTextRule(field.rule, field.label, text, today);
      return 'problem' in checked ? checked : { value: checked.value };
    }
    case 'checkbox':
      return typeof answer === 'boolean'
        ? { value: answer ? 1 : 0 }
        : { problem: 'Tick the box or leave it unticked.' };
  }
}
