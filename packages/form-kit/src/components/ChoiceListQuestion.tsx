import type { FocusEvent } from 'react';
import { CheckboxField, FieldMessages } from '@leisure/ui';
import type { QuestionControlProps } from './questionControl.ts';
import { ChoiceFieldset, RequiredMarker } from './questionFieldStyles.ts';

/** `id` is the first tick's; the others follow as id-2, id-3… */
export interface ChoiceListQuestionProps extends Omit<QuestionControlProps, 'hint'> {
  hint: string | null | undefined;
}

/**
 * A multi_select, or a checkbox question with options: a tick per option in a fieldset whose legend is the
 * question. The answer is the list of ticked option values. It counts as left (blur) only when focus leaves the
 * whole group, so moving between its ticks shows no message.
 */
export function ChoiceListQuestion({ question, field, id, hint, error, readOnly }: ChoiceListQuestionProps) {
  const chosen = Array.isArray(field.value) ? field.value : [];
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;

  function toggle(value: string, ticked: boolean) {
    const next = question.options
      .map((option) => option.value)
      .filter((optionValue) => (optionValue === value ? ticked : chosen.includes(optionValue)));
    field.onChange(next);
  }

  function handleBlur(event: FocusEvent<HTMLFieldSetElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) field.onBlur();
  }

  return (
    <ChoiceFieldset
      $invalid={Boolean(error)}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      onBlur={handleBlur}
    >
      <legend>
        {question.label}
        {question.isRequired && <RequiredMarker aria-hidden="true"> *</RequiredMarker>}
      </legend>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
      <div>
        {question.options.map((option, index) => (
          <CheckboxField
            key={option.value}
            ref={index === 0 ? field.ref : undefined}
            id={index === 0 ? id : `${id}-${index + 1}`}
            name={field.name}
            value={option.value}
            label={option.label}
            checked={chosen.includes(option.value)}
            disabled={readOnly}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
        ))}
      </div>
    </ChoiceFieldset>
  );
}
