import { useState, type RefObject } from 'react';
import type { LessonPlace } from '@leisure/api-contract/browser';
import { Button, ButtonLink } from '@leisure/ui';
import {
  classWhereAndWhen,
  deadlineText,
  instantDayText,
  lessonDayText,
  ordinal,
  priorityText,
} from '../lessonLabels.ts';
import { offerPath } from '../lessonPaths.ts';
import { DeclineOfferDialog } from './DeclineOfferDialog.tsx';
import { LeaveClassDialog } from './LeaveClassDialog.tsx';
import { LessonPayments } from './LessonPayments.tsx';
import { CardBlockPayments } from './CardBlockPayments.tsx';
import { Actions, Card, Facts } from './lessonsStyles.ts';
import { MoveUpDialog } from './MoveUpDialog.tsx';

export interface PlaceCardProps {
  place: LessonPlace;
  learnerName: string;
  /** Where focus goes once an answer has changed the card (the learner's heading). */
  afterDoneFocusRef: RefObject<HTMLElement | null>;
  /** On the offer's own page, a waiting-list offer is answered below the card, not from it. */
  answeredBelow?: boolean;
}

type Open = 'moveUp' | 'decline' | 'leave' | null;

function heading(place: LessonPlace): string {
  if (place.status === 'waiting') return `Waiting list: ${place.level.name} at ${place.venue.name}`;
  if (place.offer?.kind === 'move-up') return `Move up to ${place.class?.name ?? place.level.name}`;
  if (place.status === 'offered') return `Place offered: ${place.class?.name ?? place.level.name}`;
  return place.class?.name ?? place.level.name;
}

function WaitingFacts({ waiting }: { waiting: NonNullable<LessonPlace['waiting']> }) {
  return (
    <Facts>
      <dt>Position</dt>
      <dd>{`${ordinal(waiting.position)} in line`}</dd>
      <dt>Joined</dt>
      <dd>{instantDayText(waiting.joinedAt)}</dd>
      {waiting.priority && (
        <>
          <dt>Priority</dt>
          <dd>{`Ahead of earlier joiners: ${priorityText[waiting.priority]}`}</dd>
        </>
      )}
    </Facts>
  );
}

function OfferFacts({ place }: { place: LessonPlace }) {
  const offer = place.offer!;
  return (
    <Facts>
      <dt>Class</dt>
      <dd>{classWhereAndWhen(place)}</dd>
      <dt>Answer by</dt>
      <dd>{deadlineText(offer.expiresAt)}</dd>
      {offer.lastOldLessonOn && (
        <>
          <dt>Last lesson now</dt>
          <dd>{lessonDayText(offer.lastOldLessonOn)}</dd>
        </>
      )}
      {offer.firstLessonOn && (
        <>
          <dt>First lesson</dt>
          <dd>{lessonDayText(offer.firstLessonOn)}</dd>
        </>
      )}
      {place.class && (
        <>
          <dt>Price</dt>
          <dd>{`${place.class.monthlyPrice.formatted} a month by Direct Debit`}</dd>
        </>
      )}
    </Facts>
  );
}

function ClassFacts({ place }: { place: LessonPlace }) {
  return (
    <Facts>
      <dt>Where and when</dt>
      <dd>{classWhereAndWhen(place)}</dd>
      <dt>Next lesson</dt>
      <dd>{place.nextLessonOn ? lessonDayText(place.nextLessonOn) : 'No more lessons'}</dd>
      {place.lastLessonOn && (
        <>
          <dt>Last lesson</dt>
          <dd>{lessonDayText(place.lastLessonOn)}</dd>
        </>
      )}
    </Facts>
  );
}

/** One place of a learner's, in whichever state it is in (docs/decisions/0590), with what can be done about it. */
export function PlaceCard({ place, learnerName, afterDoneFocusRef, answeredBelow = false }: PlaceCardProps) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const title = heading(place);
  const moveUp = place.status === 'offered' && place.offer?.kind === 'move-up';
  const placeOffer = place.status === 'offered' && place.offer?.kind === 'place' && !answeredBelow;
  const inClass = place.status === 'active' || place.status === 'moving';
  const mayLeave = place.status === 'waiting' || (place.status === 'active' && place.notice === null && !place.endsOn);
  return (
    <Card aria-label={`${learnerName}: ${title}`}>
      <h3>{title}</h3>
      <p>{place.statusText}</p>
      {place.status === 'waiting' && place.waiting && <WaitingFacts waiting={place.waiting} />}
      {place.status === 'offered' && place.offer && <OfferFacts place={place} />}
      {inClass && <ClassFacts place={place} />}
      {inClass && place.payment?.method === 'directDebit' && <LessonPayments payment={place.payment} />}
      {inClass && place.payment?.method === 'cardBlock' && (
        <CardBlockPayments payment={place.payment} place={place} learnerName={learnerName} />
      )}
      <Actions>
        {moveUp && (
          <Button onClick={() => setOpen('moveUp')} aria-label={`Move up: ${learnerName} to ${place.level.name}`}>
            Move up
          </Button>
        )}
        {placeOffer && (
          <ButtonLink href={offerPath(place.id)} aria-label={`Accept the place for ${learnerName}`}>
            Accept
          </ButtonLink>
        )}
        {(moveUp || placeOffer) && (
          <Button
            variant="secondary"
            onClick={() => setOpen('decline')}
            aria-label={`Decline the offer for ${learnerName}`}
          >
            Decline
          </Button>
        )}
        {mayLeave && (
          <Button
            variant="secondary"
            onClick={() => setOpen('leave')}
            aria-label={
              place.status === 'waiting' ? `Leave waiting list for ${learnerName}` : `Leave class: ${learnerName}`
            }
          >
            {place.status === 'waiting' ? 'Leave waiting list' : 'Leave class'}
          </Button>
        )}
      </Actions>
      {open === 'moveUp' && (
        <MoveUpDialog place={place} learnerName={learnerName} afterDoneFocusRef={afterDoneFocusRef} onClose={close} />
      )}
      {open === 'decline' && (
        <DeclineOfferDialog
          place={place}
          learnerName={learnerName}
          afterDoneFocusRef={afterDoneFocusRef}
          onClose={close}
        />
      )}
      {open === 'leave' && (
        <LeaveClassDialog
          place={place}
          learnerName={learnerName}
          afterDoneFocusRef={afterDoneFocusRef}
          onClose={close}
        />
      )}
    </Card>
  );
}
