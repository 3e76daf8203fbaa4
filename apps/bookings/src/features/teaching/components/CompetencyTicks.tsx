import { useState } from 'react';
import type { LessonRegister } from '@leisure/api-contract/browser';
import { isApiError } from '@leisure/api-client';
import { useTickLessonCompetenciesMutation } from '@leisure/api-client/endpoints/lessonsApi';
import { passedMessage } from '../rules/teachingWording.ts';
import { Passed, Problem, Tick, Ticks } from './teachingStyles.ts';

type Learner = LessonRegister['learners'][number];

export interface CompetencyTicksProps {
  learner: Learner;
  name: string;
}

/**
 * The competencies of the learner's level, ticked as they are met (docs/decisions/0590). Ticking the last one passes
 * the level, and the page says so, with the move-up offer it sent; a passed level's ticks stay.
 */
export function CompetencyTicks({ learner, name }: CompetencyTicksProps) {
  const [tick] = useTickLessonCompetenciesMutation();
  const [pending, setPending] = useState<Map<number, boolean>>(new Map());
  const [passed, setPassed] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { progress } = learner;

  async function change(competencyId: number, ticked: boolean) {
    setPending((current) => new Map(current).set(competencyId, ticked));
    setProblem(null);
    try {
      const result = await tick({
        params: { id: learner.id },
        body: { competencyIds: [competencyId], passed: ticked },
      }).unwrap();
      if (result.progress.levelPassed && !progress.levelPassed) setPassed(passedMessage(result));
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'We couldn’t save that tick. Please try again.');
    } finally {
      setPending((current) => {
        const next = new Map(current);
        next.delete(competencyId);
        return next;
      });
    }
  }

  return (
    <div>
      <Ticks>
        <legend>
          {progress.level.name} competencies, {name}:{' '}
          {progress.levelPassed ? 'level passed' : `${progress.passedCount} of ${progress.competencies.length} passed`}
        </legend>
        {progress.competencies.map((competency) => (
          <Tick key={competency.id}>
            <input
              type="checkbox"
              checked={pending.get(competency.id) ?? competency.passed}
              // Not disabled: focus stays on the box just ticked when it passes the level.
              aria-disabled={progress.levelPassed || undefined}
              onChange={(event) => {
                if (!progress.levelPassed && !pending.has(competency.id))
                  void change(competency.id, event.target.checked);
              }}
            />
            {competency.description}
          </Tick>
        ))}
      </Ticks>
      <div role="status">{passed && <Passed>{passed}</Passed>}</div>
      <div role="alert">{problem && <Problem>{problem}</Problem>}</div>
    </div>
  );
}
