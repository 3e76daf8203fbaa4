import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { LessonPaymentBody, LessonPlace } from '@leisure/api-contract/browser';
import { isApiError } from '@leisure/api-client';
import { useGetMyDirectDebitQuery } from '@leisure/api-client/endpoints/directDebitApi';
import { useAcceptLessonOfferMutation, useGetMyLessonsQuery } from '@leisure/api-client/endpoints/lessonsApi';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { usePageTitle } from '@leisure/theme';
import { Button, Link, Spinner } from '@leisure/ui';
import { learnerName, lessonDayText, ordinal } from '../lessonLabels.ts';
import { lessonsPath } from '../lessonPaths.ts';
import { findOffer, isOpenOffer } from '../rules/lessonsRules.ts';
import { AcceptWithBankDetails } from './AcceptWithBankDetails.tsx';
import { DeclineOfferDialog } from './DeclineOfferDialog.tsx';
import { Actions, Banner, Card, Intro, Page } from './lessonsStyles.ts';
import { PlaceCard } from './PlaceCard.tsx';

function acceptedText(place: LessonPlace, name: string): string {
  const first = place.firstLessonOn ? ` First lesson: ${lessonDayText(place.firstLessonOn)}.` : '';
  return `${name} has a place in ${place.class?.name ?? place.level.name}.${first}`;
}

/** Accepting, paying by the existing mandate, or by the bank-details step when there is none (docs/decisions/0592). */
function AcceptOffer({ place, name }: { place: LessonPlace; name: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const directDebit = useGetMyDirectDebitQuery();
  const [accept, accepting] = useAcceptLessonOfferMutation();
  const [serverMessages, setServerMessages] = useState<Record<string, string[]> | undefined>(undefined);
  const [refusal, setRefusal] = useState<string | null>(null);
  const banner = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (refusal) banner.current?.focus();
  }, [refusal]);

  async function send(body: LessonPaymentBody) {
    setRefusal(null);
    const result = await accept({ params: { id: place.id }, body });
    if ('error' in result) {
      const error = result.error;
      if (isApiError(error) && error.status === 422 && Object.keys(error.validationMessages).length > 0) {
        setServerMessages(error.validationMessages);
        return;
      }
      setRefusal(isApiError(error) ? error.message : 'Something went wrong. Please try again.');
      return;
    }
    dispatch(showToast({ content: acceptedText(result.data, name), type: 'success' }));
    void navigate(lessonsPath);
  }

  if (directDebit.isLoading) return <Spinner label="Loading your Direct Debit" />;
  if (directDebit.isError) {
    return (
      <div role="alert">
        <p>We couldn’t check your Direct Debit, so the place can’t be accepted yet.</p>
        <Button variant="secondary" onClick={() => void directDebit.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const instruction = directDebit.data?.instruction ?? null;
  return (
    <Card aria-labelledby="accept-heading">
      <h2 id="accept-heading">Accept and pay monthly by Direct Debit</h2>
      {refusal && (
        <Banner ref={banner} tabIndex={-1} role="alert">
          {refusal}
        </Banner>
      )}
      {instruction ? (
        <>
          <p>
            {`The ${place.class?.monthlyPrice.formatted ?? ''} a month is collected by your Direct Debit from the account ` +
              `${instruction.accountNumberMasked} on the ${ordinal(instruction.billingDay)} of the month. The first ` +
              'collection covers the part month from the first lesson.'}
          </p>
          <Actions>
            <Button
              busy={accepting.isLoading}
              onClick={() => send({ paymentMethod: 'directDebit' })}
              aria-label={`Accept the place for ${name}`}
            >
              Accept the place
            </Button>
          </Actions>
        </>
      ) : (
        <AcceptWithBankDetails
          serverMessages={serverMessages}
          busy={accepting.isLoading}
          onResubmit={() => setServerMessages(undefined)}
          onAccept={(body) => void send(body)}
        />
      )}
    </Card>
  );
}

/**
 * The page an offer email links to (docs/decisions/0595): the offered class and its deadline, then accept or decline.
 * A move-up is accepted in its two taps; an offer that is not (or no longer) the household's says so.
 */
export function OfferPage() {
  usePageTitle('Lesson offer');
  const { offerId } = useParams();
  const navigate = useNavigate();
  const { data, isError, refetch } = useGetMyLessonsQuery();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [declining, setDeclining] = useState(false);
  const found = data ? findOffer(data, Number(offerId)) : null;

  function body() {
    if (isError) {
      return (
        <div role="alert">
          <p>We couldn’t load the offer.</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      );
    }
    if (!data) return <Spinner label="Loading the offer" />;
    if (!found || !isOpenOffer(found.place)) {
      return (
        <p>
          This offer is no longer open: it was answered, or its deadline has passed and the place went to the next in
          line. <Link href={lessonsPath}>Go to your lessons</Link>
        </p>
      );
    }
    const name = learnerName(found.learner);
    const { place } = found;
    return (
      <>
        <PlaceCard place={place} learnerName={name} afterDoneFocusRef={headingRef} answeredBelow />
        {place.offer?.kind === 'place' && (
          <>
            <AcceptOffer place={place} name={name} />
            <Actions>
              <Button
                variant="secondary"
                onClick={() => setDeclining(true)}
                aria-label={`Decline the place for ${name}`}
              >
                Decline the place
              </Button>
            </Actions>
            {declining && (
              <DeclineOfferDialog
                place={place}
                learnerName={name}
                afterDoneFocusRef={headingRef}
                onClose={() => setDeclining(false)}
                onDeclined={() => void navigate(lessonsPath)}
              />
            )}
          </>
        )}
      </>
    );
  }

  return (
    <Page>
      <div>
        <h1 ref={headingRef} tabIndex={-1}>
          Lesson offer
        </h1>
        <Intro>A place is held for you until its deadline. After it, the place goes to the next in line.</Intro>
      </div>
      {body()}
    </Page>
  );
}
