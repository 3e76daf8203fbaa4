import { useEffect, useRef, useState } from 'react';
import type { HouseholdMember, MyHousehold } from '@leisure/api-contract/browser';
import { Button, CardList } from '@leisure/ui';
import { dateOfBirthLabel, memberName, removeButtonName, roleLabel } from '../familyLabels.ts';
import { Facts, MemberCard } from './familyStyles.ts';
import { LeaveHouseholdDialog } from './LeaveHouseholdDialog.tsx';
import { RemoveMemberDialog } from './RemoveMemberDialog.tsx';

interface MemberProps {
  member: HouseholdMember;
  focusOnShow: boolean;
  canRemove: boolean;
  onRemove: (member: HouseholdMember) => void;
}

function Member({ member, focusOnShow, canRemove, onRemove }: MemberProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = `household-member-${member.id}`;
  useEffect(() => {
    if (!focusOnShow) return;
    headingRef.current?.scrollIntoView?.({ block: 'center' });
    headingRef.current?.focus();
  }, [focusOnShow]);

  return (
    <MemberCard aria-labelledby={headingId}>
      <div>
        <h3 id={headingId} ref={headingRef} tabIndex={-1}>
          {memberName(member)}
        </h3>
        <Facts>
          <dt>Role</dt>
          <dd>{roleLabel(member)}</dd>
          <dt>Date of birth</dt>
          <dd>{dateOfBirthLabel(member.dateOfBirth)}</dd>
        </Facts>
      </div>
      {canRemove && (
        <div>
          <Button
            variant="secondary"
            size="small"
            aria-label={removeButtonName(member)}
            onClick={() => onRemove(member)}
          >
            Remove
          </Button>
        </div>
      )}
    </MemberCard>
  );
}

export interface HouseholdMembersProps {
  household: MyHousehold;
  /** The member just added, whose heading takes focus when it shows. */
  addedId: number | null;
}

/**
 * Who is in the household (docs/decisions/0422): each member's name, role to the caller and date of birth. The payer
 * removes anyone but themself; an invited adult may leave. Both ask first in a dialog.
 */
export function HouseholdMembers({ household, addedId }: HouseholdMembersProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [removing, setRemoving] = useState<HouseholdMember | null>(null);
  const [leaving, setLeaving] = useState(false);
  const leaveRef = useRef<HTMLButtonElement>(null);
  const isPayer = household.role === 'payer';
  const payer = household.members.find((member) => member.role === 'payer');

  return (
    <section aria-labelledby="household-members-heading">
      <h2 id="household-members-heading" ref={headingRef} tabIndex={-1}>
        Your household
      </h2>
      <CardList
        variant="rows"
        label="Household members"
        items={household.members}
        empty="There is nobody in your household yet. Add a child or invite an adult below."
        itemKey={(member) => member.id}
        renderItem={(member) => (
          <Member
            member={member}
            focusOnShow={member.id === addedId}
            canRemove={isPayer && !member.isSelf}
            onRemove={setRemoving}
          />
        )}
      />
      {household.role === 'adult' && (
        <p>
          <Button ref={leaveRef} variant="secondary" onClick={() => setLeaving(true)}>
            Leave household
          </Button>
        </p>
      )}
      {removing && (
        <RemoveMemberDialog member={removing} afterRemoveFocusRef={headingRef} onClose={() => setRemoving(null)} />
      )}
      {leaving && (
        <LeaveHouseholdDialog
          payerName={payer ? memberName(payer) : null}
          afterLeaveFocusRef={headingRef}
          onClose={() => setLeaving(false)}
        />
      )}
    </section>
  );
}
