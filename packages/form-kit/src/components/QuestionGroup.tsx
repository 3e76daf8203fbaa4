import { Fragment, type ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import styled from 'styled-components';
import type { Question, QuestionValues } from '../questionTypes.ts';
import { QuestionField } from './QuestionField.tsx';

const Group = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.spacing.xl};
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.spacing.m};
  padding: 0;
  font-size: 1.25rem;
  font-weight: 700;
`;

export interface QuestionGroupProps {
  /** The group's title (a data-field sectionName, an additional-question group title). */
  title: string;
  questions: readonly Question[];
  control: Control<QuestionValues>;
  idPrefix: string;
  /** Shown just before the named question, e.g. "Find address" before the first address line (decision 0022). */
  before?: Partial<Record<string, ReactNode>>;
}

/** A titled set of questions: a fieldset whose legend names the group. */
export function QuestionGroup({ title, questions, control, idPrefix, before }: QuestionGroupProps) {
  return (
    <Group>
      <Legend>{title}</Legend>
      {questions.map((question) => (
        <Fragment key={question.name}>
          {before?.[question.name]}
          <QuestionField question={question} control={control} idPrefix={idPrefix} />
        </Fragment>
      ))}
    </Group>
  );
}
