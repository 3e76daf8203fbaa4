import type { LessonPlace } from '@leisure/api-contract/browser';
import { DefinitionList, Link } from '@leisure/ui';
import { LESSONS_PATH } from '../lessonPaths.ts';
import { lessonDayText, longDate } from '../rules/lessonLabels.ts';

/** The place is the learner's: the first lesson and the first collection as the API worked them out (0592). */
export function EnrolledStep({ place }: { place: LessonPlace }) {
  // Enrolling here is by Direct Debit; a block by card goes through the basket (docs/decisions/0599).
  const payment = place.payment?.method === 'directDebit' ? place.payment : null;
  return (
    <>
      <DefinitionList
        aria-label="Your place"
        items={[
          { label: 'Learner', value: `${place.learner.firstName} ${place.learner.lastName}` },
          place.class && { label: 'Class', value: `${place.class.level.name}, ${place.class.venue.name}` },
          place.firstLessonOn !== null && { label: 'First lesson', value: lessonDayText(place.firstLessonOn) },
          payment && {
            label: 'First collection',
            value: `${payment.firstCollection.amount.formatted} on ${longDate(payment.firstCollection.date)}`,
          },
          payment && { label: 'Then', value: `${payment.monthlyPrice.formatted} a month` },
        ]}
      />
      {payment && (
        <p>
          The first collection includes the lessons from{' '}
          {place.firstLessonOn ? longDate(place.firstLessonOn) : 'the start'} up to it, pro rata.
        </p>
      )}
      <p>
        <Link href={LESSONS_PATH}>Find another class</Link>
      </p>
    </>
  );
}
