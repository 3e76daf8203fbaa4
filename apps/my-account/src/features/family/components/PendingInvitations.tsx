import { useRef } from 'react';
import type { HouseholdInvitation } from '@leisure/api-contract/browser';
import { useCancelHouseholdInvitationMutation } from '@leisure/api-client/endpoints/householdApi';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { londonFormat } from '@leisure/dates';
import { Button, CardList } from '@leisure/ui';
import { cancelInvitationName } from '../familyLabels.ts';
import { MemberCard } from './familyStyles.ts';

const dayLabel = londonFormat({ day: 'numeric', month: 'long', year: 'numeric' });

/**
 * Invitations waiting for an answer (the payer's, docs/decisions/0422): the address and until when the code works,
 * with Cancel invitation (the code stops working at once; focus goes to the section's heading).
 */
export function PendingInvitations({ invitations }: { invitations: readonly HouseholdInvitation[] }) {
  const dispatch = useAppDispatch();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [cancel, { isLoading, originalArgs }] = useCancelHouseholdInvitationMutation();

  async function cancelInvitation(invitation: HouseholdInvitation) {
    const result = await cancel({ params: { id: invitation.id } });
    if ('error' in result) {
      dispatch(
        showToast({
          content: `We couldn’t cancel the invitation to ${invitation.email}. Please try again.`,
          type: 'danger',
        }),
      );
      return;
    }
    headingRef.current?.focus();
    dispatch(
      showToast({ content: `Invitation to ${invitation.email} cancelled: its code no longer works.`, type: 'success' }),
    );
  }

  return (
    <section aria-labelledby="household-invitations-heading">
      <h2 id="household-invitations-heading" ref={headingRef} tabIndex={-1}>
        Invitations waiting for an answer
      </h2>
      <CardList
        variant="rows"
        items={invitations}
        empty="No invitations are waiting for an answer."
        itemKey={(invitation) => invitation.id}
        renderItem={(invitation) => (
          <MemberCard aria-label={`Invitation to ${invitation.email}`}>
            <p>
              <strong>{invitation.email}</strong>
              <br />
              Sent {dayLabel(new Date(invitation.invitedAt))}. The code works until{' '}
              {dayLabel(new Date(invitation.expiresAt))}.
            </p>
            <div>
              <Button
                variant="secondary"
                size="small"
                aria-label={cancelInvitationName(invitation.email)}
                busy={isLoading && originalArgs?.params.id === invitation.id}
                onClick={() => void cancelInvitation(invitation)}
              >
                Cancel invitation
              </Button>
            </div>
          </MemberCard>
        )}
      />
    </section>
  );
}
