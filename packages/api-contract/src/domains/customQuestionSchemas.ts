import { z } from 'zod';
import { id } from '../common.ts';

// Additional questions a membership type asks before purchase, and the answers to them.

export const questionType = z.enum(['text', 'number', 'select', 'multi_select', 'date', 'checkbox']);
export type QuestionType = z.infer<typeof questionType>;

/**
 * An answer: text as a string, a number as a number (or numeric string), a date as YYYY-MM-DD,
 * a select as one option value, multi_select and checkbox as a list of option values.
 */
export const answerValue = z.union([
  z.string().max(2000, 'Keep answers under 2,000 characters.'),
  z.number().finite(),
  z.boolean(),
  z.array(z.string().max(200)).max(50),
  z.null(),
]);
export type AnswerValue = z.infer<typeof answerValue>;

export const customQuestionSchema = z.object({
  id,
  /** Stable key for reporting, e.g. "parq_heart_condition". */
  reference: z.string(),
  label: z.string(),
  type: questionType,
  /** Choices for select, multi_select and checkbox; empty otherwise. */
  options: z.array(z.object({ value: z.string(), label: z.string() })),
  placeholder: z.string().nullable(),
  isRequired: z.boolean(),
  default: answerValue,
  /** The logged-in user's saved answer, null when none (or for guests). */
  answer: answerValue,
});
export type CustomQuestion = z.infer<typeof customQuestionSchema>;

export const questionGroupSchema = z.object({
  id,
  title: z.string(),
  questions: z.array(customQuestionSchema),
});
export type QuestionGroup = z.infer<typeof questionGroupSchema>;

export const answersBodySchema = z.object({
  answers: z.array(z.object({ questionId: id, answer: answerValue })).max(200, 'Too many answers.'),
  /** Front of house: the customer the answers are for (staff only; docs/decisions/0602-joining-at-the-desk.md). */
  selectedUserId: id.nullish(),
});

export const savedAnswersSchema = z.object({
  /** Every required question of the membership now has an answer. */
  answersComplete: z.boolean(),
  answers: z.array(z.object({ questionId: id, answer: answerValue })),
});
