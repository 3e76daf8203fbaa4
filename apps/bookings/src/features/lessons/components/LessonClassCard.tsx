import styled from 'styled-components';
import type { LessonClass } from '@leisure/api-contract/browser';
import { DefinitionList, Link } from '@leisure/ui';
import { monthlyText, spacesLabel, whenText } from '../rules/lessonLabels.ts';
import { lessonClassPath } from '../lessonPaths.ts';

const Card = styled.article`
  padding: ${({ theme }) => theme.spacing.m};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.medium};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.s};
    font-size: 1.25rem;
  }
`;

/** One class in the finder: its level, venue, day and time, teacher, monthly price and places (decision 0594). */
export function LessonClassCard({ lessonClass }: { lessonClass: LessonClass }) {
  const headingId = `lesson-class-${lessonClass.id}`;
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Link href={lessonClassPath(lessonClass.id)}>
          {lessonClass.level.name}, {whenText(lessonClass)}
        </Link>
      </h2>
      <DefinitionList
        items={[
          { label: 'Programme', value: lessonClass.programme.name },
          { label: 'Venue', value: `${lessonClass.venue.name}, ${lessonClass.area}` },
          { label: 'Ages', value: lessonClass.ageBand.text },
          { label: 'Teacher', value: lessonClass.teacher ?? 'To be confirmed' },
          { label: 'Price', value: monthlyText(lessonClass) },
          {
            label: 'Places',
            value: <strong>{spacesLabel(lessonClass)}</strong>,
          },
        ]}
      />
    </Card>
  );
}
