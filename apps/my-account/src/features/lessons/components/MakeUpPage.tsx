import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { MakeUpLessons } from '@leisure/api-contract/browser';
import { isApiError } from '@leisure/api-client';
import {
  useBookMakeUpLessonMutation,
  useGetMakeUpLessonsQuery,
  useGetMyLessonsQuery,
} from '@leisure/api-client/endpoints/lessonsApi';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { usePageTitle } from '@leisure/theme';
import { Button, Link, Spinner } from '@leisure/ui';
import { classWhereAndWhen, dateText, learnerName, lessonDayText } from '../lessonLabels.ts';
import { lessonsPath } from '../lessonPaths.ts';
import { findCredit } from '../rules/lessonsRules.ts';
import { Banner, Card, Intro, Page, PlainList } from './lessonsStyles.ts';

type MakeUpLesson = MakeUpLessons['lessons'][number];

const spacesText = (spaces: number) => (spaces === 1 ? '1 space left' : `${spaces} spaces left`);

function LessonChoices({ creditId, name }: { creditId: number; name: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const lessons = useGetMakeUpLessonsQuery({ params: { id: creditId } });
  const [book, booking] = useBookMakeUpLessonMutation();
  const [chosen, setChosen] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const banner = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (refusal) banner.current?.focus();
  }, [refusal]);

  async function bookLesson(lesson: MakeUpLesson) {
    setRefusal(null);
    setChosen(`${lesson.class.id}-${lesson.lessonDate}`);
    const result = await book({ body: { creditId, classId: lesson.class.id, lessonDate: lesson.lessonDate } });
    if ('error' in result) {
      const error = result.error;
      const fields = isApiError(error) ? Object.values(error.validationMessages).flat() : [];
      setRefusal(isApiError(error) ? [error.message, ...fields].join(' ') : 'Something went wrong. Please try again.');
      void lessons.refetch();
      return;
    }
    dispatch(
      showToast({
        content: `Make-up booked for ${name}: ${lesson.class.name} on ${lessonDayText(lesson.lessonDate)}.`,
        type: 'success',
      }),
    );
    void navigate(lessonsPath);
  }

  if (lessons.isError) {
    return (
      <div role="alert">
        <p>We couldn’t load the lessons this credit can book.</p>
        <Button variant="secondary" onClick={() => void lessons.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!lessons.data) return <Spinner label="Loading lessons with a space" />;
  return (
    <>
      {refusal && (
        <Banner ref={banner} tabIndex={-1} role="alert">
          {refusal}
        </Banner>
      )}
      {lessons.data.lessons.length === 0 ? (
        <p>No lesson of this level has a space before the credit expires. Look again later: places free up.</p>
      ) : (
        <PlainList aria-label="Lessons you can book">
          {lessons.data.lessons.map((lesson) => {
            const key = `${lesson.class.id}-${lesson.lessonDate}`;
            const when = lessonDayText(lesson.lessonDate);
            return (
              <li key={key}>
                <Card aria-label={`${lesson.class.name}, ${when}`}>
                  <h3>{when}</h3>
                  <p>{`${lesson.class.name}: ${classWhereAndWhen(lesson)}`}</p>
                  <p>{spacesText(lesson.spaces)}</p>
                  <p>
                    <Button
                      variant="secondary"
                      busy={booking.isLoading && chosen === key}
                      onClick={() => bookLesson(lesson)}
                      aria-label={`Book this make-up: ${lesson.class.name}, ${when}`}
                    >
                      Book this make-up
                    </Button>
                  </p>
                </Card>
              </li>
            );
          })}
        </PlainList>
      )}
    </>
  );
}

/**
 * Booking a make-up lesson with a credit (docs/decisions/0593): the lessons of another class of the same level with a
 * space, before the credit expires; one press books one.
 */
export function MakeUpPage() {
  usePageTitle('Book a make-up lesson');
  const { creditId } = useParams();
  const { data, isError, refetch } = useGetMyLessonsQuery();
  const found = data ? findCredit(data, Number(creditId)) : null;

  function body() {
    if (isError) {
      return (
        <div role="alert">
          <p>We couldn’t load your lessons.</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      );
    }
    if (!data) return <Spinner label="Loading your make-up credit" />;
    if (!found || found.credit.state !== 'available') {
      return (
        <p>
          This credit can’t book a make-up: it has been used or has expired.{' '}
          <Link href={lessonsPath}>Go to your lessons</Link>
        </p>
      );
    }
    const name = learnerName(found.learner);
    const { credit } = found;
    return (
      <>
        <Intro>
          {`For ${name}, who missed ${credit.missedLesson.className} on ${dateText(credit.missedLesson.lessonDate)}. ` +
            `Book a ${credit.level.name} lesson on or before ${dateText(credit.expiresOn)}.`}
        </Intro>
        <LessonChoices creditId={credit.id} name={name} />
      </>
    );
  }

  return (
    <Page>
      <h1>Book a make-up lesson</h1>
      {body()}
    </Page>
  );
}
