import type { Control } from 'react-hook-form';
import { QuestionGroup, type QuestionValues } from '@leisure/form-kit';
import type { DataFieldGroup } from './dataFieldQuestions.ts';

export interface DataFieldGroupsProps {
  groups: DataFieldGroup[];
  control: Control<QuestionValues>;
  idPrefix: string;
}

/** A details form's questions, a fieldset a group. */
export function DataFieldGroups({ groups, control, idPrefix }: DataFieldGroupsProps) {
  return groups.map((group) => (
    <QuestionGroup
      key={group.reference}
      title={group.title}
      questions={group.questions}
      control={control}
      idPrefix={idPrefix}
    />
  ));
}
