import { useId, useState } from 'react';
import styled from 'styled-components';
import type { SessionSummary, YourPrice } from '@leisure/api-contract/browser';
import { useGetSessionQuery, useListAttendeesQuery } from '@leisure/api-client/endpoints/activitiesApi';
import { Button, CheckIcon, InfoIcon, Modal, SelectField, Spinner, stack } from '@leisure/ui';
import { pricingOptionToAdd } from '../rules/choosePrice.ts';
import { bookableNow } from '../rules/quickBook.ts';
import {
  bookingOpensLabel,
  durationLabel,
  opensLater,
  priceLabel,
  shortDate,
  spacesLabel,
  timeRange,
} from '../rules/sessionLabels.ts';
import { SessionFacts } from './sessionFacts.ts';

const Facts = styled(SessionFacts)`
  margin-bottom: ${({ theme }) => theme.spacing.m};
`;

const Prices = styled.ul`
  ${stack('xs')}
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PriceRow = styled.li<{ $yours: boolean }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.m}`};
  padding: ${({ theme }) => theme.spacing.s};
  border: ${({ $yours }) => ($yours ? 2 : 1)}px solid
    ${({ $yours, theme }) => ($yours ? theme.colours.primary : theme.colours.border)};
  border-radius: ${({ theme }) => theme.radii.medium};

  strong:last-of-type {
    text-align: right;
  }
`;

const Reason = styled.span<{ $ok: boolean }>`
  grid-column: 1 / -1;
  display: flex;
  gap: ${({ theme }) => theme.spacing.xxs};
  align-items: center;
  color: ${({ $ok, theme }) => ($ok ? theme.colours.success : theme.colours.mutedText)};
  font-size: 0.9375rem;

  svg {
    flex: none;
    width: 1rem;
    height: 1rem;
  }
`;

const Heading = styled.h3`
  margin: ${({ theme }) => `${theme.spacing.l} 0 ${theme.spacing.xs}`};
  font-size: 1.125rem;
`;

/** "Your price", "Ellie Hughes's price: Uses 1 of your 10 Swim Pass" (what covers it, when something does). */
function yourPriceText(price: YourPrice, who: string | undefined): string {
  const whose = who ? `${who}\u2019s price` : 'Your price';
  return price.kind === 'included' || price.kind === 'package' ? `${whose}: ${price.label}` : whose;
}

export interface SessionDialogProps {
  session: SessionSummary;
  loggedIn: boolean;
  onClose: () => void;
  /** Adds the session at a price for someone (null: the logged-in customer); resolves true once added. */
  onAdd: (pricingOptionId: number, attendeeId: number | null) => Promise<boolean>;
  /** A full session's "Join waiting list" (this dialog closes first). */
  onJoinWaitingList: () => void;
  /** "Book this every week" for the person chosen (this dialog closes first; docs/decisions/0333). */
  onBookWeekly: (attendeeId: number | null) => void;
  /**
   * "Book now" for the person chosen when their membership or pass covers the place (this dialog closes first;
   * docs/decisions/0018): null for the logged-in customer.
   */
  onBookNow: (attendee: { id: number; name: string } | null) => void;
}

/**
 * A session's details (docs/product/bookings.md D20): its description, its prices and whether the person it is for
 * may book at each (and why not), who it is for (the customer or a linked account, decision 0303), and Add to basket
 * at their price.
 */
export function SessionDialog({
  session,
  loggedIn,
  onClose,
  onAdd,
  onJoinWaitingList,
  onBookWeekly,
  onBookNow,
}: SessionDialogProps) {
  const id = useId();
  const [attendeeId, setAttendeeId] = useState<number | null>(null);
  const { data: attendees } = useListAttendeesQuery(undefined, { skip: !loggedIn });
  const { currentData: detail, isError } = useGetSessionQuery({
    params: { sessionId: session.id },
    ...(attendeeId === null ? {} : { query: { attendeeId } }),
  });
  const shown = detail ?? session;
  const optionId = pricingOptionToAdd(shown, loggedIn, detail?.pricingOptions);
  const who = attendees?.find((person) => person.id === attendeeId)?.name;
  const canAdd = shown.bookable && !shown.isBooked && !detail?.inBasket && optionId !== undefined;
  // Their own price, once the details for the person chosen have loaded (docs/decisions/0018).
  const canBookNow = canAdd && detail !== undefined && bookableNow(detail.yourPrice);
  const forWhom = who ? `, for ${who}` : '';

  return (
    <Modal
      open
      onClose={onClose}
      title={session.name}
      size="large"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {loggedIn && shown.status === 'scheduled' && (
            <Button
              variant="secondary"
              aria-label={`Book this every week, ${session.name}, ${session.startTime}${who ? `, for ${who}` : ''}`}
              onClick={() => onBookWeekly(attendeeId)}
            >
              Book this every week
            </Button>
          )}
          {canAdd && (
            <Button
              variant={canBookNow ? 'secondary' : 'primary'}
              aria-label={`Add to basket, ${session.name}, ${session.startTime}${forWhom}`}
              onClick={async () => {
                if (await onAdd(optionId, attendeeId)) onClose();
              }}
            >
              Add to basket
            </Button>
          )}
          {canBookNow && (
            <Button
              aria-label={`Book now, ${session.name}, ${session.startTime}${forWhom}`}
              onClick={() => onBookNow(attendeeId !== null && who ? { id: attendeeId, name: who } : null)}
            >
              Book now
            </Button>
          )}
          {shown.availability === 'full' && !shown.isBooked && !detail?.inBasket && (
            <Button aria-label={`Join waiting list, ${session.name}, ${session.startTime}`} onClick={onJoinWaitingList}>
              Join waiting list
            </Button>
          )}
        </>
      }
    >
      <Facts>
        <dt>When</dt>
        <dd>
          {shortDate(session.date)}, {timeRange(session)} ({durationLabel(session.durationMinutes)})
        </dd>
        <dt>Where</dt>
        <dd>
          {session.location}, {session.venue.name}
        </dd>
        {session.instructor && (
          <>
            <dt>Instructor</dt>
            <dd>{session.instructor}</dd>
          </>
        )}
        <dt>Level</dt>
        <dd>
          {session.level}, {session.ageRange.label.toLowerCase()}
        </dd>
        <dt>Spaces</dt>
        <dd>
          {spacesLabel(shown)}
          {shown.cancellationReason && `: ${shown.cancellationReason}`}
        </dd>
        <dt>Price</dt>
        <dd>{priceLabel(shown)}</dd>
      </Facts>
      {opensLater(shown) && <p>{bookingOpensLabel(shown.bookingOpensAt)}.</p>}
      {shown.isBooked && (
        <p>
          {who ?? 'You'} {who ? 'is' : 'are'} already booked on this session.
        </p>
      )}
      {detail?.inBasket && <p>This session is already in the basket{who ? ` for ${who}` : ''}.</p>}
      {detail ? <p>{detail.description}</p> : !isError && <Spinner label="Loading the session" />}
      {isError && <p>The session's details could not be loaded. Close this and try again.</p>}

      {attendees && attendees.length > 1 && (
        <SelectField
          id={`${id}-attendee`}
          label="Who is it for?"
          hint="Prices and who may attend depend on the person's age and membership."
          value={String(attendeeId ?? attendees.find((person) => person.isSelf)?.id ?? '')}
          onChange={(event) => {
            const chosen = attendees.find((person) => person.id === Number(event.target.value));
            setAttendeeId(!chosen || chosen.isSelf ? null : chosen.id);
          }}
          options={attendees.map((person) => ({
            value: String(person.id),
            label: person.isSelf ? `${person.name} (you)` : person.name,
          }))}
        />
      )}

      {detail && (
        <>
          <Heading>Prices</Heading>
          <Prices aria-label="Prices">
            {detail.pricingOptions.map((option) => {
              const yours = detail.yourPrice?.pricingOptionId === option.id;
              return (
                <PriceRow key={option.id} $yours={yours}>
                  <strong>
                    {option.name}
                    {option.ageRange.label !== 'All ages' && ` (${option.ageRange.label.toLowerCase()})`}
                  </strong>
                  <strong>{option.includedInMembership ? 'Included' : option.price.formatted}</strong>
                  {option.eligibility ? (
                    <Reason $ok={option.eligibility.canBook}>
                      {option.eligibility.canBook ? <CheckIcon /> : <InfoIcon />}
                      {option.eligibility.canBook
                        ? yours
                          ? yourPriceText(detail.yourPrice!, who)
                          : `${who ?? 'You'} can book at this price`
                        : option.eligibility.reason}
                    </Reason>
                  ) : (
                    option.membersOnly && <Reason $ok={false}>For members at {session.venue.name}</Reason>
                  )}
                </PriceRow>
              );
            })}
          </Prices>
        </>
      )}
    </Modal>
  );
}
