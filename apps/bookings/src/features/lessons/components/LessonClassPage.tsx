import { useGetLessonClassQuery } from '@leisure/api-client/endpoints/lessonsApi';
import { isApiError } from '@leisure/api-client';
import { PageBreadcrumbs, NotFoundPage } from '@leisure/layout';
import { usePageTitle } from '@leisure/theme';
import { ButtonLink, DefinitionList, FullPageError, Spinner } from '@leisure/ui';
import { useClassId } from '../hooks/useClassId.ts';
import { useEnrolmentDay } from '../hooks/useEnrolmentDay.ts';
import { enrolmentQueuePath, enrolPath, LESSONS_PATH, waitingListPath } from '../lessonPaths.ts';
import { atText, clockText, enrolmentGate } from '../rules/enrolmentDay.ts';
import { cardBlockText, lessonDayText, longDate, monthlyText, spacesLabel, whenText } from '../rules/lessonLabels.ts';
import { Actions, EnrolmentDayNotice, Intro, PageHeading, Section } from './lessonStyles.ts';

/**
 * /lessons/classes/:id (docs/decisions/0594): the level and what it teaches, the teacher, the term dates with
 * closures or "Continuous", the next lessons and the price per month; Enrol while there is a place, Join waiting
 * list when it is full; on its term's enrolment day, Join the queue.
 */
export function LessonClassPage() {
  const id = useClassId();
  const { data: lessonClass, error, isLoading } = useGetLessonClassQuery({ params: { id: id ?? 0 } }, { skip: !id });
  const enrolmentDay = useEnrolmentDay(lessonClass);
  usePageTitle(lessonClass ? lessonClass.name : 'Lessons');
  if (!id || (isApiError(error) && error.status === 404)) return <NotFoundPage />;
  if (isLoading || enrolmentDay.isLoading) return <Spinner label="Loading the class" />;
  if (!lessonClass) return <FullPageError />;

  const full = lessonClass.spaces === 0;
  // On its term's enrolment day a class's places go through the queue, full or not (docs/decisions/0597, 0598).
  const gate = enrolmentGate(enrolmentDay.day);
  return (
    <>
      <PageBreadcrumbs items={[{ label: 'Lessons', href: LESSONS_PATH }, { label: lessonClass.name }]} />
      <PageHeading>
        {lessonClass.level.name}, {whenText(lessonClass)}
      </PageHeading>
      <Intro>
        {lessonClass.programme.name} at {lessonClass.venue.name}, {lessonClass.area}. Ages {lessonClass.ageBand.text}.
      </Intro>
      <Section aria-labelledby="class-details">
        <h2 id="class-details">The class</h2>
        <DefinitionList
          items={[
            { label: 'Level', value: lessonClass.level.name },
            { label: 'Venue', value: `${lessonClass.venue.name}, ${lessonClass.area}` },
            { label: 'When', value: `${whenText(lessonClass)} (${lessonClass.schedule.durationMinutes} minutes)` },
            { label: 'Teacher', value: lessonClass.teacher ?? 'To be confirmed' },
            { label: 'Price', value: `${monthlyText(lessonClass)} by Direct Debit` },
            // Or a block by card, paid in the basket (docs/decisions/0599).
            lessonClass.cardBlock && { label: 'Or by card', value: cardBlockText(lessonClass.cardBlock) },
            { label: 'Places', value: <strong>{spacesLabel(lessonClass)}</strong> },
          ]}
        />
        {gate && enrolmentDay.day && (
          <EnrolmentDayNotice role="note" aria-label="Enrolment day">
            <p>
              <strong>
                {gate === 'upcoming'
                  ? `Enrolment for ${enrolmentDay.day.term.name} opens at ${atText(enrolmentDay.day.opensAt)}.`
                  : `It is enrolment day for ${enrolmentDay.day.term.name}: places go in turn, through the queue.`}
              </strong>
            </p>
            <p>
              {`The queue opens at ${clockText(enrolmentDay.day.queueOpensAt)}; everyone in it by ` +
                `${clockText(enrolmentDay.day.opensAt)} is put in a random order, so there is no need to be first.`}
            </p>
          </EnrolmentDayNotice>
        )}
        <Actions>
          {gate ? (
            <ButtonLink href={enrolmentQueuePath(lessonClass.id)}>Join the queue</ButtonLink>
          ) : full ? (
            <ButtonLink href={waitingListPath(lessonClass.id)}>Join waiting list</ButtonLink>
          ) : (
            <ButtonLink href={enrolPath(lessonClass.id)}>Enrol</ButtonLink>
          )}
        </Actions>
      </Section>
      <Section aria-labelledby="class-teaches">
        <h2 id="class-teaches">What {lessonClass.level.name} teaches</h2>
        <p>{lessonClass.levelDescription}</p>
        <ol>
          {lessonClass.competencies.map((competency) => (
            <li key={competency.id}>{competency.description}</li>
          ))}
        </ol>
      </Section>
      <Section aria-labelledby="class-dates">
        <h2 id="class-dates">Term dates</h2>
        {/* "Continuous: …" or the term's dates, as the API words them (docs/decisions/0590). */}
        <p>{lessonClass.deliveryText}</p>
        {lessonClass.term && lessonClass.delivery === 'continuous' && (
          <p>
            This term, {lessonClass.term.name}: {longDate(lessonClass.term.startsOn)} to{' '}
            {longDate(lessonClass.term.endsOn)}.
          </p>
        )}
        {lessonClass.delivery === 'term' && <p>{lessonClass.lessonsLeftInTerm} lessons left this term.</p>}
        {lessonClass.closures.length > 0 && (
          <>
            <h3>No lessons</h3>
            <ul aria-label="Closures">
              {lessonClass.closures.map((closure) => (
                <li key={`${closure.startsOn}-${closure.reason}`}>
                  {closure.startsOn === closure.endsOn
                    ? longDate(closure.startsOn)
                    : `${longDate(closure.startsOn)} to ${longDate(closure.endsOn)}`}
                  : {closure.reason}
                </li>
              ))}
            </ul>
          </>
        )}
      </Section>
      <Section aria-labelledby="class-next">
        <h2 id="class-next">Next lessons</h2>
        {lessonClass.nextLessons.length > 0 ? (
          <ul aria-label="Next lessons">
            {lessonClass.nextLessons.map((date) => (
              <li key={date}>{lessonDayText(date)}</li>
            ))}
          </ul>
        ) : (
          <p>No lessons are planned yet.</p>
        )}
      </Section>
    </>
  );
}
