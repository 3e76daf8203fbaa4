import type { LevelProgress } from '@leisure/api-contract/browser';
import { dateText } from '../lessonLabels.ts';
import { Card, Competency, PlainList } from './lessonsStyles.ts';

/**
 * A level's competencies as the teacher has ticked them (docs/decisions/0590): each says in words whether it is
 * passed, so the tick is never the only sign.
 */
export function LevelProgressCard({ progress, learnerName }: { progress: LevelProgress; learnerName: string }) {
  const { level, programme, competencies, passedCount, levelPassed } = progress;
  const heading = `${programme.name}, ${level.name}: progress`;
  return (
    <Card aria-label={`${learnerName}: ${heading}`}>
      <h3>{heading}</h3>
      <p>
        {levelPassed
          ? `${level.name} passed: every competency ticked.`
          : `${passedCount} of ${competencies.length} competencies ticked.`}
      </p>
      <PlainList aria-label={`${level.name} competencies`}>
        {competencies.map((competency) => (
          <Competency key={competency.id} $passed={competency.passed}>
            <span aria-hidden="true">{competency.passed ? '✓' : '○'}</span>
            <span>
              {competency.description}
              {': '}
              <strong>{competency.passed ? 'passed' : 'not yet'}</strong>
              {competency.passed && competency.passedOn ? ` (${dateText(competency.passedOn)})` : ''}
            </span>
          </Competency>
        ))}
      </PlainList>
    </Card>
  );
}
