import { useId } from 'react';

export interface FieldIds {
  control: string;
  hint: string;
  error: string;
}

/** The ids that tie a control to its label, hint and error text; `id` lets an error summary link to the control. */
export function useFieldIds(id: string | undefined): FieldIds {
  const generated = useId();
  const control = id ?? generated;
  return { control, hint: `${control}-hint`, error: `${control}-error` };
}
