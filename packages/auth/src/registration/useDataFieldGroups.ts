import { useMemo } from 'react';
import type { DataFields } from '@leisure/api-contract';
import { dataFieldGroups } from './dataFieldQuestions.ts';

/** The server's data fields as the form's groups of questions, and all their questions in order. */
export function useDataFieldGroups(dataFields: DataFields) {
  const groups = useMemo(() => dataFieldGroups(dataFields), [dataFields]);
  const questions = useMemo(() => groups.flatMap((group) => group.questions), [groups]);
  return { groups, questions };
}
