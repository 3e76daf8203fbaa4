import type { EnrolmentDay, LessonClassDetail } from '@leisure/api-contract/browser';
import { useEffect } from 'react';
import { useGetLessonEnrolmentDaysQuery } from '@leisure/api-client/endpoints/lessonsApi';
import { untilQueueOpensMs } from '../rules/enrolmentDay.ts';

/**
 * The enrolment day of the term a class's next lesson is in, at its venue (docs/decisions/0597), or null when there
 * is none; `isLoading` until the days are known.
 */
export function useEnrolmentDay(lessonClass: LessonClassDetail | undefined): {
  day: EnrolmentDay | null;
  isLoading: boolean;
} {
  const { data, isLoading, refetch } = useGetLessonEnrolmentDaysQuery(
    { query: { venue: lessonClass?.venue.slug ?? '' } },
    { skip: !lessonClass?.term },
  );
  const termId = lessonClass?.term?.id;
  const day = data?.enrolmentDays.find((candidate) => candidate.term.id === termId) ?? null;
  // A page left open before the queue opens learns that it has, without a refresh.
  const queueOpensAt = day?.state === 'upcoming' ? day.queueOpensAt : null;
  useEffect(() => {
    const wait = queueOpensAt ? untilQueueOpensMs(queueOpensAt, Date.now(), Math.random()) : null;
    if (wait === null) return undefined;
    const timer = window.setTimeout(() => void refetch(), wait);
    return () => window.clearTimeout(timer);
  }, [queueOpensAt, refetch]);
  return { day, isLoading };
}
