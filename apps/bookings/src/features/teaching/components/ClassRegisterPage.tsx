import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { LessonRegister } from '@leisure/api-contract/browser';
import { isApiError } from '@leisure/api-client';
import { useGetTeacherDayQuery, useMarkLessonRegisterMutation } from '@leisure/api-client/endpoints/lessonsApi';
import { londonToday, weekdayDate } from '@leisure/dates';
import { usePageTitle } from '@leisure/theme';
import { Button, Link, Spinner } from '@leisure/ui';
import { bookedText, lessonTimes, shownDay } from '../rules/teachingWording.ts';
import { AttendanceButtons } from './AttendanceButtons.tsx';
import { CompetencyTicks } from './CompetencyTicks.tsx';
import { Card, CardList, Facts, Lead, Page, Problem } from './teachingStyles.ts';

type Learner = LessonRegister['learners'][number];

function LearnerCard({ register, learner, canMark }: { register: LessonRegister; learner: Learner; canMark: boolean }) {
  const name = `${learner.firstName} ${learner.lastName}`;
  const headingId = `learner-${learner.id}`;
  const facts = [learner.age === null ? null : `Age ${learner.age}`, learner.kind === 'make-up' ? 'On a make-up' : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{name}</h2>
      {facts && <Facts>{facts}</Facts>}
      {canMark && <AttendanceButtons register={register} learner={learner} name={name} />}
      <CompetencyTicks learner={learner} name={name} />
    </Card>
  );
}

/** Marks everyone not yet marked present: the usual register, in one tap, before the absences are changed. */
function MarkRestPresent({ register }: { register: LessonRegister }) {
  const [markRegister, { isLoading }] = useMarkLessonRegisterMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const unmarked = register.learners.filter((learner) => learner.attendance === null);
  if (unmarked.length === 0) return null;
  async function markAll() {
    setProblem(null);
    try {
      await markRegister({
        params: { id: register.class.id },
        body: {
          lessonDate: register.lessonDate,
          marks: unmarked.map((learner) => ({ learnerId: learner.id, status: 'present' as const })),
        },
      }).unwrap();
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'We couldn’t save the register. Please try again.');
    }
  }
  return (
    <div>
      <Button size="large" variant="secondary" aria-busy={isLoading} onClick={() => void markAll()}>
        Mark the rest present ({unmarked.length})
      </Button>
      <div role="alert">{problem && <Problem>{problem}</Problem>}</div>
    </div>
  );
}

/**
 * A class's register for one lesson (docs/decisions/0596-teachers-at-poolside.md): each learner with Present and
 * Absent (from the lesson's day on) and their level's competencies to tick.
 */
export function ClassRegisterPage() {
  const { classId, date = '' } = useParams();
  const today = londonToday();
  const validDate = date !== '' && shownDay(date, '') === date;
  const { data, error, isError, refetch } = useGetTeacherDayQuery({ query: { date } }, { skip: !validDate });
  const register = data?.registers.find((candidate) => String(candidate.class.id) === classId);
  usePageTitle(register ? `${register.class.level.name} register` : 'Register');
  const backHref = validDate && date !== today ? `/teaching?date=${date}` : '/teaching';

  function body() {
    if (isError) {
      return (
        <div role="alert">
          <p>{isApiError(error) ? error.message : 'We couldn’t load the register.'}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      );
    }
    if (validDate && !data) return <Spinner label="Loading the register" />;
    if (!register) return <p>This class has no lesson on that day that you teach.</p>;
    const canMark = register.lessonDate <= today;
    return (
      <>
        {canMark ? (
          <MarkRestPresent register={register} />
        ) : (
          <p>The register can be marked on the day of the lesson.</p>
        )}
        {register.learners.length === 0 ? (
          <p>Nobody is booked on this lesson.</p>
        ) : (
          <CardList aria-label="Learners">
            {register.learners.map((learner) => (
              <LearnerCard key={learner.id} register={register} learner={learner} canMark={canMark} />
            ))}
          </CardList>
        )}
      </>
    );
  }

  return (
    <Page>
      <p>
        <Link href={backHref}>Back to the day’s classes</Link>
      </p>
      <div>
        <h1>{register ? `${register.class.level.name} register` : 'Register'}</h1>
        {register && (
          <>
            <Lead>
              {weekdayDate(register.lessonDate)}, {lessonTimes(register)}
            </Lead>
            <Facts>
              {register.class.area}, {register.class.venue.name} · {bookedText(register)}
            </Facts>
          </>
        )}
      </div>
      {body()}
    </Page>
  );
}
