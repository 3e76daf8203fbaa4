import { Fragment, useEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import type { SessionSummary } from '@leisure/api-contract/browser';
import { Button, CheckIcon, Link, NamedIcon } from '@leisure/ui';
import {
  bookingOpensLabel,
  durationLabel,
  opensLater,
  priceParts,
  spacesLabel,
  timeRange,
  waitingListLabel,
} from '../rules/sessionLabels.ts';
import { bookableNow } from '../rules/quickBook.ts';
import { REMINDER_SET_TEXT, ReminderButton } from './ReminderButton.tsx';

const Card = styled.li<{ $muted: boolean }>`
  display: grid;
  grid-template-columns: 8.5rem 1fr auto;
  gap: ${({ theme }) => theme.spacing.m};
  align-items: start;
  padding: ${({ theme }) => theme.spacing.m};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-left: 6px solid ${({ theme }) => theme.colours.primary};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colours.background};
  ${({ $muted, theme }) =>
    $muted &&
    css`
      border-left-color: ${theme.colours.border};
      background: ${theme.colours.surface};
    `}

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.spacing.s};
  }
`;

const When = styled.p`
  display: flex;
  flex-direction: column;
  margin: 0;

  strong {
    font-size: 1.125rem;
    white-space: nowrap;
  }
  span {
    color: ${({ theme }) => theme.colours.mutedText};
    font-size: 0.875rem;
  }
  ${({ theme }) => theme.media.mobile} {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.xs};
    align-items: baseline;
  }
`;

// The activity's icon from the API, before its name (docs/decisions/0020-imagery-from-the-api.md).
const ActivityIcon = styled(NamedIcon)`
  margin-right: ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colours.primaryOnBackground};
  vertical-align: -0.2em;
`;

const About = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};
  min-width: 0;

  h3 {
    margin: 0;
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colours.mutedText};
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xxs};
  margin: ${({ theme }) => theme.spacing.xxs} 0 0;
  padding: 0;
  list-style: none;

  li {
    padding: 0.1rem ${({ theme }) => theme.spacing.xs};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colours.neutralSurface};
    font-size: 0.8125rem;
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 11rem;
  text-align: right;

  ${({ theme }) => theme.media.mobile} {
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: baseline;
    min-width: 0;
    text-align: left;

    > p,
    > div {
      flex-basis: 100%;
    }
  }
`;

type Tone = 'good' | 'low' | 'none';

const Spaces = styled.span<{ $tone: Tone }>`
  align-self: inherit;
  font-weight: 700;
  color: ${({ $tone, theme }) =>
    $tone === 'good' ? theme.colours.success : $tone === 'low' ? theme.colours.warning : theme.colours.mutedText};
`;

/** Each price whole on its line ("Adult £5.20"), wrapping between prices on a phone (docs/decisions/0027). */
const Price = styled.span`
  font-weight: 700;

  span {
    white-space: nowrap;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.mutedText};
  font-size: 0.9375rem;
`;

const InBasket = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xxs};
  align-items: center;
  margin: 0;
  color: ${({ theme }) => theme.colours.success};
  font-weight: 700;

  svg {
    width: 1.125rem;
    height: 1.125rem;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.xs};

  ${({ theme }) => theme.media.mobile} {
    justify-content: stretch;
    > * {
      flex: 1 1 auto;
    }
  }
`;

export interface SessionCardProps {
  session: SessionSummary;
  /** Resolves true once it is in the basket. */
  onAdd: (session: SessionSummary) => Promise<unknown>;
  onDetails: (session: SessionSummary) => void;
  /** A full session's "Join waiting list". */
  onJoinWaitingList: (session: SessionSummary) => void;
  /** "Book now" for a session the membership includes or a pass covers (docs/decisions/0334, docs/decisions/0018). */
  onBookNow: (session: SessionSummary) => void;
}

function toneOf(session: SessionSummary): Tone {
  if (session.availability === 'available') return 'good';
  return session.availability === 'limited' ? 'low' : 'none';
}

/** One session of the timetable (docs/product/bookings.md D20): when, what, where, who, places, price, action. */
export function SessionCard({ session, onAdd, onDetails, onJoinWaitingList, onBookNow }: SessionCardProps) {
  const named = `${session.name}, ${session.startTime}`;
  const basketLink = useRef<HTMLAnchorElement>(null);
  const [added, setAdded] = useState(false);
  // Add to basket gives way to "In your basket": focus follows, rather than falling back to the page.
  useEffect(() => {
    if (added && session.inBasket) {
      basketLink.current?.focus();
      setAdded(false);
    }
  }, [added, session.inBasket]);
  const onTheList = session.waitingList.yourStatus === 'waiting';
  // Booking opens later: "Remind me" emails when it does (docs/decisions/0335-booking-opens-reminders.md).
  const remindable = opensLater(session) && !session.isBooked && session.status !== 'cancelled';
  const canAdd = session.bookable && !session.isBooked && !session.inBasket;
  const waiting = session.availability === 'full' ? waitingListLabel(session.waitingList) : null;
  const where = [session.location, session.instructor && `with ${session.instructor}`].filter(Boolean).join(' · ');
  return (
    <Card $muted={!session.bookable && !opensLater(session)}>
      <When>
        <strong>{timeRange(session)}</strong>
        <span>{durationLabel(session.durationMinutes)}</span>
      </When>
      <About>
        <h3>
          <ActivityIcon name={session.icon} size="1.25em" />
          {session.name}
        </h3>
        <p>{where}</p>
        <Chips aria-label="About this session">
          <li>{session.category.name}</li>
          <li>{session.level}</li>
          <li>{session.ageRange.label}</li>
          {session.isVirtual && <li>Live stream</li>}
        </Chips>
        {session.status === 'cancelled' && session.cancellationReason && (
          <Note>Cancelled: {session.cancellationReason}</Note>
        )}
      </About>
      <Side>
        <Spaces $tone={toneOf(session)}>{spacesLabel(session)}</Spaces>
        <Price>
          {priceParts(session).map((part, index) => (
            <Fragment key={part}>
              {index > 0 && ' · '}
              <span>{part}</span>
            </Fragment>
          ))}
        </Price>
        {session.isBooked && <Note>You are booked on this session</Note>}
        {session.inBasket && !session.isBooked && (
          <InBasket>
            <CheckIcon aria-hidden="true" />
            <Link ref={basketLink} href="/basket">
              In your basket
            </Link>
          </InBasket>
        )}
        {opensLater(session) && <Note>{bookingOpensLabel(session.bookingOpensAt)}</Note>}
        {remindable && session.reminderSet && <Note>{REMINDER_SET_TEXT}</Note>}
        {waiting && <Note>{waiting}</Note>}
        <Buttons>
          <Button variant="secondary" size="small" aria-label={`Details, ${named}`} onClick={() => onDetails(session)}>
            Details
          </Button>
          {canAdd && bookableNow(session.yourPrice) && (
            <Button size="small" aria-label={`Book now, ${named}`} onClick={() => onBookNow(session)}>
              Book now
            </Button>
          )}
          {canAdd && (
            <Button
              variant={bookableNow(session.yourPrice) ? 'secondary' : 'primary'}
              size="small"
              aria-label={`Add to basket, ${named}`}
              onClick={async () => setAdded((await onAdd(session)) === true)}
            >
              Add to basket
            </Button>
          )}
          {remindable && <ReminderButton session={session} />}
          {session.availability === 'full' && !session.isBooked && !session.inBasket && (
            <Button
              variant="secondary"
              size="small"
              aria-label={`${onTheList ? 'View waiting list' : 'Join waiting list'}, ${named}`}
              onClick={() => onJoinWaitingList(session)}
            >
              {onTheList ? 'View waiting list' : 'Join waiting list'}
            </Button>
          )}
        </Buttons>
      </Side>
    </Card>
  );
}
