import { useController, type Control } from 'react-hook-form';
import { CheckboxField, SelectField, TextField } from '@leisure/ui';
import type { Question, QuestionValues } from '../questionTypes.ts';
import { inputAttributesFor } from '../values/inputAttributes.ts';
import { questionFieldId } from '../values/questionIds.ts';
import { questionProblem } from '../values/questionRules.ts';
import { isListQuestion } from '../values/questionValues.ts';
import { ChoiceListQuestion } from './ChoiceListQuestion.tsx';
import { DateQuestion } from './DateQuestion.tsx';
import { labelledFieldProps, type QuestionControlProps } from './questionControl.ts';
import { QuestionBlock } from './questionFieldStyles.ts';

export const readOnlyHint = "You can't change this online. Please ask at your centre.";

export interface QuestionFieldProps {
  question: Question;
  control: Control<QuestionValues>;
  /** Makes the control ids unique on the page: `${idPrefix}-${question.name}`. */
  idPrefix: string;
}

function hintFor(question: Question, readOnly: boolean): string | undefined {
  const parts = [question.hint, readOnly ? readOnlyHint : undefined].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/**
 * One question of any of the six types, wired to react-hook-form: text, number, select, multi_select (ticks),
 * date (DD/MM/YYYY with a picker) and checkbox (one tick, or a tick per option). Its message follows the form's
 * mode; server messages set with setError show the same way.
 */
export function QuestionField({ question, control, idPrefix }: QuestionFieldProps) {
  const { field, fieldState } = useController({
    name: question.name,
    control,
    rules: { validate: (value) => questionProblem(question, value) ?? true },
  });
  const id = questionFieldId(idPrefix, question.name);
  const readOnly = question.isAuthorised === false;
  const hint = hintFor(question, readOnly);
  const controlProps: QuestionControlProps = { question, field, id, hint, error: fieldState.error?.message, readOnly };
  // A single field (one tick, a select, a text box) takes the field's ref and blur as it is.
  const single = { ref: field.ref, ...labelledFieldProps(controlProps), onBlur: field.onBlur };

  function renderControl() {
    if (question.type === 'date') return <DateQuestion {...controlProps} />;
    if (isListQuestion(question)) {
      const listHint = hint ?? (question.type === 'multi_select' ? question.placeholder : undefined);
      return <ChoiceListQuestion {...controlProps} hint={listHint} />;
    }
    if (question.type === 'checkbox') {
      return (
        <CheckboxField
          {...single}
          checked={field.value === true}
          disabled={readOnly}
          onChange={(event) => field.onChange(event.target.checked)}
        />
      );
    }
    if (question.type === 'select') {
      return (
        <SelectField
          {...single}
          placeholder={question.placeholder ?? 'Select an option'}
          options={question.options}
          value={typeof field.value === 'string' ? field.value : ''}
          disabled={readOnly}
          autoComplete={inputAttributesFor(question).autoComplete}
          onChange={(event) => field.onChange(event.target.value)}
        />
      );
    }
    return (
      <TextField
        {...single}
        placeholder={question.placeholder ?? undefined}
        width={question.type === 'number' ? 'short' : undefined}
        {...inputAttributesFor(question)}
        value={typeof field.value === 'string' ? field.value : ''}
        readOnly={readOnly}
        onChange={(event) => field.onChange(event.target.value)}
      />
    );
  }

  return <QuestionBlock $readOnly={readOnly}>{renderControl()}</QuestionBlock>;
}
