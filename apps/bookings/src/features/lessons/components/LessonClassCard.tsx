import styled from 'styled-components';
import type { LessonClass } from '@leisure/api-contract/browser';
import { disc, Link, NamedIcon } from '@leisure/ui';
import { monthlyText, spacesLabel, whenText } from '../rules/lessonLabels.ts';
import { lessonClassPath } from '../lessonPaths.ts';

const Card = styled.article`
  display: flex;
  gap: ${({ theme }) => theme.spacing.m};
  padding: ${({ theme }) => theme.spacing.m};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colours.background};
`;

/** The programme's icon in a disc of the theme's surface. */
const IconDisc = styled.span`
  ${disc('3rem')}
  background: ${({ theme }) => theme.colours.surface};
  color: ${({ theme }) => theme.colours.primaryOnBackground};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colours.mutedText};
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.m}`};
  margin-top: ${({ theme }) => theme.spacing.xs};
`;

/** Places left, or full: a tag in the success or neutral surface, its words in the text colour (contrast kept). */
const Places = styled.strong<{ $full: boolean }>`
  padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.s}`};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ $full, theme }) => ($full ? theme.colours.neutralSurface : theme.colours.successSurface)};
  color: ${({ theme }) => theme.colours.text};
  font-size: 0.95rem;
`;

/**
 * One class in the finder (decision 0594): its programme's icon, level, day and time; the programme, ages and
 * teacher; the venue; the monthly price and the places, as a card that reads top to bottom on a phone.
 */
export function LessonClassCard({ lessonClass }: { lessonClass: LessonClass }) {
  const headingId = `lesson-class-${lessonClass.id}`;
  const full = lessonClass.spaces === 0;
  return (
    <Card aria-labelledby={headingId}>
      <IconDisc>
        <NamedIcon name={lessonClass.programme.icon} size="1.5rem" />
      </IconDisc>
      <Body>
        <h2 id={headingId}>
          <Link href={lessonClassPath(lessonClass.id)}>
            {lessonClass.level.name}, {whenText(lessonClass)}
          </Link>
        </h2>
        <Muted>
          {lessonClass.programme.name} · Ages {lessonClass.ageBand.text} ·{' '}
          {lessonClass.teacher ?? 'Teacher to be confirmed'}
        </Muted>
        <p>
          {lessonClass.venue.name}, {lessonClass.area}
        </p>
        <Bottom>
          <strong>{monthlyText(lessonClass)}</strong>
          <Places $full={full}>{spacesLabel(lessonClass)}</Places>
        </Bottom>
      </Body>
    </Card>
  );
}
