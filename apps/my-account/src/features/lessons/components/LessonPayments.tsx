import type { LessonPlace } from '@leisure/api-contract/browser';
import { dateText } from '../lessonLabels.ts';
import { Facts, PlainList } from './lessonsStyles.ts';

type Payment = NonNullable<LessonPlace['payment']>;

/** Paying for lessons monthly by Direct Debit (docs/decisions/0592): the price, and the collections as the API gives them. */
export function LessonPayments({ payment }: { payment: Payment }) {
  const { monthlyPrice, firstCollection, upcomingCollections, lastCollection } = payment;
  return (
    <>
      <h4>Payments</h4>
      <Facts>
        <dt>Price</dt>
        <dd>{`${monthlyPrice.formatted} a month by Direct Debit`}</dd>
        <dt>First collection</dt>
        <dd>{`${firstCollection.amount.formatted} on ${dateText(firstCollection.date)}`}</dd>
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
