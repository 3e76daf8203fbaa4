import type { QuestionSeed } from './catalogueTypes.ts';

type QuestionExtras = Omit<QuestionSeed, 'reference' | 'label' | 'type' | 'options'> & {
  /** The choices, value to label, in the order the form shows them. */
  choices?: Record<string, string>;
};

/** One additional question of the seeded catalogue, written in a line: reference, label, type, then the rest. */
export function question(
  reference: string,
  label: string,
  type: QuestionSeed['type'],
  { choices, ...extras }: QuestionExtras = {},
): QuestionSeed {
  const options = choices && Object.entries(choices).map(([value, optionLabel]) => ({ value, label: optionLabel }));
  return { reference, label, type, ...extras, ...(options && { options }) };
}

/** A question the customer must answer ("{label} is required."). */
export const requiredQuestion = (
  reference: string,
  label: string,
  type: QuestionSeed['type'],
  extras: QuestionExtras = {},
): QuestionSeed => question(reference, label, type, { isRequired: true, ...extras });
