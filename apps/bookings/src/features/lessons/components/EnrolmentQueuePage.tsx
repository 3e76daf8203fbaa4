import { useEffect, useRef, useState } from 'react';
import type { EnrolmentDay, EnrolmentQueuePlace, LessonClassDetail } from '@leisure/api-contract/browser';
import { isApiError } from '@leisure/api-client';
import {
  useGetEnrolmentQueuePositionQuery,
  useGetLessonClassQuery,
  useJoinEnrolmentQueueMutation,
} from '@leisure/api-client/endpoints/lessonsApi';
import { NotFoundPage, PageBreadcrumbs } from '@leisure/layout';
import { usePageTitle } from '@leisure/theme';
import { Button, ButtonLink, FullPageError, Link, Spinner } from '@leisure/ui';
import { useClassId } from '../hooks/useClassId.ts';
import { useEnrolmentDay } from '../hooks/useEnrolmentDay.ts';
import { enrolPath, lessonClassPath, LESSONS_PATH } from '../lessonPaths.ts';
import { atText, clockText, fairnessText, placeHeading, pollMilliseconds } from '../rules/enrolmentDay.ts';
import { whenText } from '../rules/lessonLabels.ts';
import { Actions, Intro, PageHeading, Panel, Refusal, StepHeading } from './lessonStyles.ts';

const KEEP_OPEN = 'Keep this page open: it updates by itself, and refreshing it does not move you up.';

/** The caller's place, asked again when the API says to (`pollAfterSeconds`), never sooner (docs/decisions/0597). */
function usePlace(day: EnrolmentDay) {
  const args = { query: { termId: day.term.id, venueId: day.venue.id } };
  const [pollEvery, setPollEvery] = useState(0);
  const place = useGetEnrolmentQueuePositionQuery(args, { pollingInterval: pollEvery, skipPollingIfUnfocused: false });
  const latest = place.data;
  useEffect(() => setPollEvery(pollMilliseconds(latest)), [latest]);
  return place;
}

function PlaceStatus({
  place,
  lessonClass,
  onJoin,
  joining,
}: {
  place: EnrolmentQueuePlace;
  lessonClass: LessonClassDetail;
  onJoin: () => void;
  joining: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus follows the turns that need the parent: joined, let in, run out (not each new position).
  useEffect(() => {
    heading.current?.focus();
  }, [place.state]);
  return (
    <>
      <StepHeading ref={heading} tabIndex={-1}>
        {placeHeading(place)}
      </StepHeading>
      {/* "You're 37th in the queue: about 2 minutes.", as the API words it. */}
      <p>{place.statusText}</p>
      {(place.state === 'awaiting-draw' || place.state === 'waiting') && <p>{KEEP_OPEN}</p>}
      {place.state === 'admitted' && place.admission && (
        <>
          <p>
            Enrol before {clockText(place.admission.expiresAt)}: after that your turn passes on, and you would join the
            back of the queue.
          </p>
          <Actions>
            <ButtonLink href={enrolPath(lessonClass.id)}>
              Enrol in {lessonClass.level.name}, {whenText(lessonClass)}
            </ButtonLink>
            <Link href={`${LESSONS_PATH}?venue=${lessonClass.venue.slug}`}>
              Find another class at {lessonClass.venue.name}
            </Link>
          </Actions>
        </>
      )}
      {place.state === 'expired' && (
        <Actions>
          <Button busy={joining} onClick={onJoin}>
            Join the queue again
          </Button>
        </Actions>
      )}
    </>
  );
}

function QueuePanel({ day, lessonClass }: { day: EnrolmentDay; lessonClass: LessonClassDetail }) {
  const place = usePlace(day);
  const [join, joining] = useJoinEnrolmentQueueMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal) refusalBox.current?.focus();
  }, [refusal]);

  async function onJoin() {
    setRefusal(null);
    const result = await join({ body: { termId: day.term.id, venueId: day.venue.id } });
    if ('error' in result) {
      setRefusal(isApiError(result.error) ? result.error.message : 'Something went wrong. Please try again.');
    }
  }

  const notInQueue = isApiError(place.error) && place.error.status === 404;
  if (place.isLoading) return <Spinner label="Checking your place in the queue" />;
  if (place.error && !notInQueue) {
    return (
      <div role="alert">
        <p>We couldn’t check your place in the queue.</p>
        <Button variant="secondary" onClick={() => void place.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <>
      {refusal && (
        <Refusal ref={refusalBox} tabIndex={-1} role="alert">
          <p>{refusal}</p>
        </Refusal>
      )}
      {/* Polite: a new position every minute or so is news, not an interruption. */}
      <div aria-live="polite">
        {place.data && !notInQueue ? (
          <PlaceStatus
            place={place.data}
            lessonClass={lessonClass}
            onJoin={() => void onJoin()}
            joining={joining.isLoading}
          />
        ) : day.state === 'upcoming' ? (
          <>
            <StepHeading>The queue opens at {atText(day.queueOpensAt)}</StepHeading>
            <p>
              Come back any time from then until {clockText(day.opensAt)}: everyone who joins by then has the same
              chance.
            </p>
          </>
        ) : (
          <>
            <StepHeading>Join the queue</StepHeading>
            <p>You will see your place in the queue here, and this page tells you when it is your turn.</p>
            <Actions>
              <Button busy={joining.isLoading} onClick={() => void onJoin()}>
                Join the queue
              </Button>
            </Actions>
          </>
        )}
      </div>
    </>
  );
}

/**
 * /lessons/classes/:id/queue (docs/decisions/0597, 0598): on a term's enrolment day, the class page sends parents
 * here. Before the queue opens it says when; then they join, wait for the draw and their turn, the page asking again
 * when the API says, and once let in they enrol in the class (or another at the venue) before the admission runs out.
 */
export function EnrolmentQueuePage() {
  const id = useClassId();
  const lessonClass = useGetLessonClassQuery({ params: { id: id ?? 0 } }, { skip: !id });
  const { day, isLoading } = useEnrolmentDay(lessonClass.data);
  usePageTitle('Enrolment queue');
  if (!id || (isApiError(lessonClass.error) && lessonClass.error.status === 404)) return <NotFoundPage />;
  if (lessonClass.isLoading || isLoading) return <Spinner label="Loading the enrolment queue" />;
  if (!lessonClass.data) return <FullPageError />;
  const detail = lessonClass.data;
  return (
    <>
      <PageBreadcrumbs
        items={[
          { label: 'Lessons', href: LESSONS_PATH },
          { label: detail.name, href: lessonClassPath(detail.id) },
          { label: 'Enrolment queue' },
        ]}
      />
      <PageHeading>{day ? `Enrolment day: ${day.term.name}` : 'Enrolment queue'}</PageHeading>
      {day && day.state !== 'over' ? (
        <>
          <Intro>{fairnessText(day)}</Intro>
          <Panel>
            <QueuePanel day={day} lessonClass={detail} />
          </Panel>
        </>
      ) : (
        <Panel>
          <p>There is no queue for this class now: places are taken as they come.</p>
          <Actions>
            <ButtonLink href={enrolPath(detail.id)}>Enrol in {detail.level.name}</ButtonLink>
          </Actions>
        </Panel>
      )}
    </>
  );
}
