import type { CustomQuestion } from '@leisure/api-contract';
import { defaultMessageForStatus, genericErrorMessage } from '@leisure/api-contract/browser';
import type { Question } from '@leisure/form-kit';

/** The form's name for a question: its id, prefixed so react-hook-form never reads it as a list index. */
export function questionName(questionId: number): string {
  return `question${questionId}`;
}

/** The question a server message key (`answers.{questionId}`) is about, as its form name. */
export function nameForAnswerKey(key: string): string | undefined {
  const match = /^answers\.(\d+)$/.exec(key);
  return match ? questionName(Number(match[1])) : undefined;
}

export function customQuestion(question: CustomQuestion): Question {
  return {
    name: questionName(question.id),
    label: question.label,
    type: question.type,
    isRequired: question.isRequired,
    options: question.options,
    placeholder: question.placeholder,
  };
}

export const questionsMessages = {
  intro: 'The membership you selected requires some additional information about you.',
  validationFailed: 'Error occurred while submitting your answers.',
  generic: genericErrorMessage,
  sessionExpired: defaultMessageForStatus(419),
} as const;
