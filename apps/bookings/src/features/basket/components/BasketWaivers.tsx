import type { Cart } from '@leisure/api-contract/browser';
import { useAppDispatch, useAppSelector } from '@leisure/app-store';
import { selectAcceptedWaivers, waiverAccepted } from '@leisure/basket';
import { CheckboxField, SafeHtml } from '@leisure/ui';
import styled from 'styled-components';
import { panel } from '@leisure/ui';

const Waiver = styled.section`
  ${panel}

  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
  }
`;

const WaiverText = styled.div`
  max-height: 16rem;
  overflow: auto;
  margin: ${({ theme }) => theme.spacing.s} 0;
  padding: ${({ theme }) => theme.spacing.s};
  border: 1px solid ${({ theme }) => theme.colours.border};
`;

type AttendeeWaiver = Cart['attendeeWaiversRequired'][number];

const isAccepted = (accepted: { userId: number; waiverId: number }[], waiver: AttendeeWaiver) =>
  accepted.some((kept) => kept.userId === waiver.attendee.id && kept.waiverId === waiver.waiver.id);

/** The waivers still to be accepted, each read and accepted for its attendee; true when none is left. */
export function useWaiversOutstanding(cart: Cart): boolean {
  const accepted = useAppSelector(selectAcceptedWaivers);
  return cart.attendeeWaiversRequired.some((waiver) => !isAccepted(accepted, waiver));
}

/**
 * Waivers the attendees must accept (cart.attendeeWaiversRequired): each one's text and an "I accept" for its
 * attendee. Accepting is kept in the basket's state, which the checkout sends as completedWaivers.
 */
export function BasketWaivers({ cart }: { cart: Cart }) {
  const dispatch = useAppDispatch();
  const accepted = useAppSelector(selectAcceptedWaivers);
  if (cart.attendeeWaiversRequired.length === 0) return null;
  return (
    <section aria-labelledby="basket-waivers-heading">
      <h2 id="basket-waivers-heading">Waivers</h2>
      <p>Each attendee must accept these before their first session.</p>
      {cart.attendeeWaiversRequired.map((waiver) => {
        const headingId = `waiver-${waiver.attendee.id}-${waiver.waiver.id}`;
        return (
          <Waiver key={headingId} aria-labelledby={headingId}>
            <h3 id={headingId}>
              {waiver.waiver.title} for {waiver.attendee.name}
            </h3>
            <p>Needed for {waiver.activityNames.join(', ')}.</p>
            <WaiverText tabIndex={0} role="region" aria-label={`${waiver.waiver.title} text`}>
              <SafeHtml html={waiver.waiver.html} />
            </WaiverText>
            <CheckboxField
              label={`I accept the ${waiver.waiver.title} for ${waiver.attendee.name}`}
              checked={isAccepted(accepted, waiver)}
              onChange={(event) =>
                dispatch(
                  waiverAccepted({
                    userId: waiver.attendee.id,
                    waiverId: waiver.waiver.id,
                    accepted: event.target.checked,
                  }),
                )
              }
            />
          </Waiver>
        );
      })}
    </section>
  );
}
