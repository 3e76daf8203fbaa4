import type { AnswerValue, ValidationMessages } from '@leisure/api-contract';
import { isoDate } from '@leisure/api-contract';
import type { QuestionRecord } from './questionRepository.ts';

export interface AnswerCheck {
  errors: ValidationMessages;
  /** Normalised non-empty answers by question id, ready to store. */
  answers: Map<number, AnswerValue>;
}

const isEmpty = (value: AnswerValue | undefined): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * Checks answers against a membership's questions: required ones answered ("{label} is required."), dates as
 * YYYY-MM-DD, choices among the options, numbers numeric. Messages are keyed `answers.{questionId}`.
 */
export function validateAnswers(
  questions: QuestionRecord[],
  submitted: { questionId: number; answer: AnswerValue }[],
): AnswerCheck {
  const errors: ValidationMessages = {};
  const byId = new Map(questions.map((question) => [question.id, question]));
  const given = new Map<number, AnswerValue>();
  for (const { questionId, answer } of submitted) {
    if (!byId.has(questionId)) errors[`answers.${questionId}`] = ['This question is not asked for this membership.'];
    else given.set(questionId, answer);
  }
  const answers = new Map<number, AnswerValue>();
  for (const question of questions) {
    const value = given.get(question.id);
    const checked = isEmpty(value) ? emptyCheck(question) : normalise(question, value as AnswerValue);
    if ('message' in checked) errors[`answers.${question.id}`] = [checked.message];
    else if (checked.value !== null) answers.set(question.id, checked.value);
  }
  return { errors, answers };
}

type Checked = { value: AnswerValue } | { message: string };

const emptyCheck = (question: QuestionRecord): Checked =>
  question.isRequired ? { message: `${question.label} is required.` } : { value: null };

function normalise(question: QuestionRecord, value: AnswerValue): Checked {
  const values = new Set(question.options.map((option) => option.value));
  switch (question.type) {
    case 'text':
      return typeof value === 'string' ? { value: value.trim() } : { message: `${question.label} must be text.` };
    case 'number': {
      const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
      return Number.isFinite(number) ? { value: number } : { message: `${question.label} must be a number.` };
    }
    case 'date':
      return typeof value === 'string' && isoDate.safeParse(value).success
        ? { value }
        : { message: 'Date must be valid.' };
    case 'select':
      return typeof value === 'string' && values.has(value)
        ? { value }
        : { message: `Choose one of the options for ${question.label}.` };
    case 'multi_select':
    case 'checkbox':
      return listAnswer(question, value, values);
  }
}

/** A list of option values; a lone checkbox may also be answered true (ticked) or false (not ticked). */
function listAnswer(question: QuestionRecord, value: AnswerValue, values: Set<string>): Checked {
  let list: string[] | null = Array.isArray(value) ? value : null;
  if (typeof value === 'boolean' && question.type === 'checkbox' && question.options.length === 1) {
    list = value ? [question.options[0]!.value] : [];
  }
  if (list === null || !list.every((item) => values.has(item))) {
    return { message: `Choose from the options for ${question.label}.` };
  }
  if (list.length === 0) return emptyCheck(question);
  return { value: [...new Set(list)] };
}
