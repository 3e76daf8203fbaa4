import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { LessonPartOfDay, LessonPlace } from '@leisure/api-contract/browser';
import {
  useGetLessonClassQuery,
  useGetMyLessonsQuery,
  useJoinLessonWaitingListMutation,
} from '@leisure/api-client/endpoints/lessonsApi';
import { NotFoundPage, PageBreadcrumbs, useHrefTo } from '@leisure/layout';
import { usePageTitle } from '@leisure/theme';
import { Button, ButtonLink, CheckboxField, FullPageError, Link, RadioGroup, Spinner } from '@leisure/ui';
import { refusalOf } from '../enrol/enrolRequests.ts';
import type { Refusal } from '../enrol/enrolMachine.ts';
import { useClassId } from '../hooks/useClassId.ts';
import { lessonClassPath, LESSONS_PATH } from '../lessonPaths.ts';
import { ordinal, whenText } from '../rules/lessonLabels.ts';
import { partOfDayLabels, partsOfDay, weekdayNames } from '../rules/lessonSearch.ts';
import { Actions, ChoiceSet, Intro, PageHeading, Panel, Refusal as RefusalBox, StepHeading } from './lessonStyles.ts';

const learnerFieldId = 'waiting-learner';

/** The part of the day a class's start falls in (docs/decisions/0591's bands). */
const partOf = (startsAt: string): LessonPartOfDay =>
  startsAt < '12:00' ? 'morning' : startsAt < '17:00' ? 'afternoon' : 'evening';

function toggled<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...new Set([...list, value])] : list.filter((item) => item !== value);
}

/**
 * /lessons/classes/:id/waiting-list (docs/decisions/0591, 0594): a full class's line is its level's at its venue. The
 * learner, the days and parts of the day they can do (the class's own ticked to start with; none means any), then
 * their position as the API answers it. Logged-in only, like enrolling.
 */
export function WaitingListPage() {
  const classId = useClassId();
  const lessonClass = useGetLessonClassQuery({ params: { id: classId ?? 0 } }, { skip: !classId });
  const lessons = useGetMyLessonsQuery();
  const [join, joining] = useJoinLessonWaitingListMutation();
  const hrefTo = useHrefTo();
  usePageTitle('Join the waiting list');
  const [learner, setLearner] = useState('');
  const [days, setDays] = useState<number[] | null>(null);
  const [times, setTimes] = useState<LessonPartOfDay[] | null>(null);
  const [missing, setMissing] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [place, setPlace] = useState<LessonPlace | null>(null);
  const alert = useRef<HTMLDivElement>(null);
  const done = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (place) done.current?.focus();
  }, [place]);

  if (!classId) return <NotFoundPage />;
  if (lessonClass.error || lessons.error) return <FullPageError />;
  if (!lessonClass.data || !lessons.data) return <Spinner label="Loading" />;
  const detail = lessonClass.data;
  const chosenDays = days ?? [detail.schedule.weekday];
  const chosenTimes = times ?? [partOf(detail.schedule.startsAt)];
  const learnerMessage = refusal?.fieldMessages.learnerId?.[0];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!learner) {
      setMissing(true);
      document.getElementById(learnerFieldId)?.focus();
      return;
    }
    setRefusal(null);
    const result = await join({
      body: {
        learnerId: Number(learner),
        venueId: detail.venue.id,
        levelId: detail.level.id,
        preferredDays: [...chosenDays].sort(),
        preferredTimes: partsOfDay.filter((part) => chosenTimes.includes(part)),
      },
    });
    if ('error' in result) {
      const answer = refusalOf(result.error);
      setRefusal(answer);
      if (answer.fieldMessages.learnerId) document.getElementById(learnerFieldId)?.focus();
      else requestAnimationFrame(() => alert.current?.focus());
      return;
    }
    setPlace(result.data);
  }

  const className = `${detail.level.name}, ${whenText(detail)}`;
  return (
    <>
      <PageBreadcrumbs
        items={[
          { label: 'Lessons', href: LESSONS_PATH },
          { label: className, href: lessonClassPath(detail.id) },
          { label: 'Waiting list' },
        ]}
      />
      <PageHeading>Join the waiting list for {detail.level.name}</PageHeading>
      <Intro>
        The waiting list is for {detail.level.name} at {detail.venue.name}. When a place comes free in a class on a day
        and at a time you can do, we offer it to the first in line, who has 48 hours to take it.
      </Intro>
      <Panel>
        {place ? (
          <>
            <StepHeading ref={done} tabIndex={-1}>
              {place.waiting
                ? `${place.learner.firstName} is ${ordinal(place.waiting.position)} in line`
                : `${place.learner.firstName} is offered a place`}
            </StepHeading>
            {/* "5th in line for Stage 3 at …", or a place held until its deadline: one that fits was free (0591). */}
            <p>{place.statusText}.</p>
            {place.waiting ? (
              <p>
                We will email you as soon as a place is offered, with a link to accept it. Your account shows where{' '}
                {place.learner.firstName} is in line.
              </p>
            ) : (
              <p>Accept it in your account before the deadline, or it goes to the next in line.</p>
            )}
            <Actions>
              {/* My account's Lessons, or the offer itself (docs/decisions/0595). */}
              <ButtonLink
                href={hrefTo({ app: 'myAccount', path: place.waiting ? '/lessons' : `/lessons/offers/${place.id}` })}
              >
                {place.waiting ? 'See it in my account' : 'Answer the offer'}
              </ButtonLink>
              <Link href={LESSONS_PATH}>Find another class</Link>
            </Actions>
          </>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate aria-label="Join the waiting list">
            {refusal && !learnerMessage && (
              <RefusalBox ref={alert} tabIndex={-1} role="alert">
                <p>{refusal.message}</p>
              </RefusalBox>
            )}
            <RadioGroup
              id={learnerFieldId}
              name="learner"
              legend="Who is it for?"
              required
              value={learner}
              error={missing ? 'Choose who the place is for.' : learnerMessage}
              options={lessons.data.learners.map((candidate) => ({
                value: String(candidate.id),
                label: `${candidate.firstName} ${candidate.lastName}`,
                hint: candidate.age === null ? undefined : `Age ${candidate.age}`,
              }))}
              onChange={(event) => {
                setLearner(event.target.value);
                setMissing(false);
                setRefusal(null);
              }}
            />
            <ChoiceSet>
              <legend>Days they can do</legend>
              <div>
                {weekdayNames.map((name, index) => (
                  <CheckboxField
                    key={name}
                    id={`waiting-day-${index + 1}`}
                    label={name}
                    checked={chosenDays.includes(index + 1)}
                    onChange={(event) => setDays(toggled(chosenDays, index + 1, event.target.checked))}
                  />
                ))}
              </div>
            </ChoiceSet>
            <ChoiceSet>
              <legend>Times they can do</legend>
              <div>
                {partsOfDay.map((part) => (
                  <CheckboxField
                    key={part}
                    id={`waiting-time-${part}`}
                    label={partOfDayLabels[part]}
                    checked={chosenTimes.includes(part)}
                    onChange={(event) => setTimes(toggled(chosenTimes, part, event.target.checked))}
                  />
                ))}
              </div>
            </ChoiceSet>
            <p>Leave every day or time unticked if any will do.</p>
            <Actions>
              <Button type="submit" busy={joining.isLoading}>
                Join waiting list
              </Button>
            </Actions>
          </form>
        )}
      </Panel>
    </>
  );
}
