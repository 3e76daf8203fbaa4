import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { QuestionGroup, type QuestionValues } from '@leisure/form-kit';
import type { DataFieldGroup } from './dataFieldQuestions.ts';

export interface DataFieldGroupsProps {
  groups: DataFieldGroup[];
  control: Control<QuestionValues>;
  idPrefix: string;
  /** Shown just before the named question (the address finder before the first address line, decision 0022). */
  beforeQuestion?: Partial<Record<string, ReactNode>>;
}

/** A details form's questions, a fieldset a group. */
export function DataFieldGroups({ groups, control, idPrefix, beforeQuestion }: DataFieldGroupsProps) {
  return groups.map((group) => (
    <QuestionGroup
      key={group.reference}
      title={group.title}
      questions={group.questions}
      control={control}
      idPrefix={idPrefix}
      before={beforeQuestion}
    />
  ));
}
