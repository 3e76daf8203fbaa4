import type { ControllerRenderProps } from 'react-hook-form';
import type { Question, QuestionValues } from '../questionTypes.ts';

/** What QuestionField gives the control it renders for a question. */
export interface QuestionControlProps {
  question: Question;
  field: ControllerRenderProps<QuestionValues, string>;
  id: string;
  hint: string | undefined;
  error: string | undefined;
  readOnly: boolean;
}

/** The props every single field of a question (text box, select, date, one tick) takes alike. */
export function labelledFieldProps({ question, field, id, hint, error }: QuestionControlProps) {
  return { id, name: field.name, label: question.label, hint, error, required: question.isRequired };
}
