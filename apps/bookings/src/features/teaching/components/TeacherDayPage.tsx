import { useSearchParams } from 'react-router-dom';
import type { LessonRegister } from '@leisure/api-contract/browser';
import { isApiError } from '@leisure/api-client';
import { useGetTeacherDayQuery } from '@leisure/api-client/endpoints/lessonsApi';
import { addDays, londonToday, weekdayDate } from '@leisure/dates';
import { usePageTitle } from '@leisure/theme';
import { Button, ButtonLink, Spinner } from '@leisure/ui';
import {
  bookedText,
  dayHeading,
  lessonTimes,
  registerState,
  shownDay,
  teachingDays,
} from '../rules/teachingWording.ts';
import { Card, CardList, DayNav, Facts, Lead, Page } from './teachingStyles.ts';

export const registerPath = (register: LessonRegister): string =>
  `/teaching/classes/${register.class.id}/${register.lessonDate}`;

function ClassCard({ register }: { register: LessonRegister }) {
  const { class: lessonClass } = register;
  const headingId = `class-${lessonClass.id}`;
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>
        {lessonClass.schedule.startsAt} {lessonClass.level.name}
      </h2>
      <p>
        {lessonTimes(register)} · {lessonClass.area}, {lessonClass.venue.name}
      </p>
      <Facts>
        {lessonClass.programme.name} · {bookedText(register)} · {registerState(register)}
      </Facts>
      <p>
        <ButtonLink
          href={registerPath(register)}
          size="large"
          aria-label={`Open register, ${lessonClass.level.name} at ${lessonClass.schedule.startsAt}`}
        >
          Open register
        </ButtonLink>
      </p>
    </Card>
  );
}

/**
 * A teacher's classes on a day (docs/decisions/0596-teachers-at-poolside.md): today unless `?date=` names another,
 * with Yesterday, Today and Tomorrow to switch; each class with its time, pool, level and how many are booked.
 */
export function TeacherDayPage() {
  const [params] = useSearchParams();
  const today = londonToday();
  const day = shownDay(params.get('date'), today);
  const heading = dayHeading(day, today);
  usePageTitle(heading);
  const { data, error, isError, isFetching, refetch } = useGetTeacherDayQuery({ query: { date: day } });
  const shown = data?.date === day ? data : undefined;

  function body() {
    if (isError) {
      return (
        <div role="alert">
          <p>{isApiError(error) ? error.message : 'We couldn’t load your classes.'}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      );
    }
    if (!shown) return <Spinner label="Loading your classes" />;
    if (shown.registers.length === 0) return <p>You have no classes on this day.</p>;
    return (
      <CardList aria-label="Classes" aria-busy={isFetching}>
        {shown.registers.map((register) => (
          <ClassCard key={register.class.id} register={register} />
        ))}
      </CardList>
    );
  }

  return (
    <Page>
      <div>
        <h1>{heading}</h1>
        <Lead>{weekdayDate(day)}</Lead>
      </div>
      <DayNav aria-label="Day">
        <ul>
          {teachingDays.map(({ offset, label }) => {
            const date = addDays(today, offset);
            const current = date === day;
            return (
              <li key={offset}>
                <ButtonLink
                  href={offset === 0 ? '/teaching' : `/teaching?date=${date}`}
                  variant={current ? 'primary' : 'secondary'}
                  aria-current={current ? 'page' : undefined}
                >
                  {label}
                </ButtonLink>
              </li>
            );
          })}
        </ul>
      </DayNav>
      {body()}
    </Page>
  );
}
