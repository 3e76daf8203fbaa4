import type { LessonPlace } from '@leisure/api-contract/browser';
import { londonToday } from '@leisure/dates';
import { dateText } from '../lessonLabels.ts';
import { Facts, PlainList } from './lessonsStyles.ts';

type Payment = Extract<NonNullable<LessonPlace['payment']>, { method: 'directDebit' }>;

/**
 * Paying for lessons monthly by Direct Debit (docs/decisions/0592): the price, and the collections as the API gives
 * them. A first collection already taken (a place held for months, or carried on by a move up) is when collecting
 * began, not a "first collection" to expect.
 */
export function LessonPayments({ payment }: { payment: Payment }) {
  const { monthlyPrice, firstCollection, upcomingCollections, lastCollection } = payment;
  const begun = firstCollection.date < londonToday();
  return (
    <>
      <h4>Payments</h4>
      <Facts>
        <dt>Price</dt>
        <dd>{`${monthlyPrice.formatted} a month by Direct Debit`}</dd>
        <dt>{begun ? 'Collected since' : 'First collection'}</dt>
        <dd>
          {begun
            ? dateText(firstCollection.date)
            : `${firstCollection.amount.formatted} on ${dateText(firstCollection.date)}`}
        </dd>
        {lastCollection && (
          <>
            <dt>Last collection</dt>
            <dd>{`${lastCollection.amount.formatted} on ${dateText(lastCollection.date)}`}</dd>
          </>
        )}
      </Facts>
      {upcomingCollections.length > 0 && (
        <>
          <p>Next collections:</p>
          <PlainList aria-label="Next collections">
            {upcomingCollections.map((collection) => (
              <li key={collection.date}>{`${dateText(collection.date)}: ${collection.amount.formatted}`}</li>
            ))}
          </PlainList>
        </>
      )}
    </>
  );
}
