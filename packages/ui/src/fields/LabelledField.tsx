import type { ReactNode } from 'react';
import { FieldLabel } from './FieldLabel.tsx';
import { FieldMessages } from './FieldMessages.tsx';
import { FieldGroup } from './fieldStyles.ts';
import type { FieldState } from './useFieldState.ts';

/** A control with its label above it, then its hint and error: the frame of the text and select fields. */
export function LabelledField({
  field,
  label,
  hint,
  required,
  className,
  children,
}: {
  field: FieldState;
  label: ReactNode;
  hint: ReactNode;
  required: boolean;
  className: string | undefined;
  children: ReactNode;
}) {
  const { ids, message } = field;
  return (
    <FieldGroup $invalid={Boolean(message)} className={className}>
      <FieldLabel htmlFor={ids.control} required={required}>
        {label}
      </FieldLabel>
      <FieldMessages hint={hint} hintId={ids.hint} error={message} errorId={ids.error} />
      {children}
    </FieldGroup>
  );
}
