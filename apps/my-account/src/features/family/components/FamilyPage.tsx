import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MyHousehold } from '@leisure/api-contract/browser';
import { useGetMyHouseholdQuery } from '@leisure/api-client/endpoints/householdApi';
import { usePageTitle } from '@leisure/theme';
import { Button, Spinner } from '@leisure/ui';
import { AddChildForm } from './AddChildForm.tsx';
import { Intro, Page, Section } from './familyStyles.ts';
import { HouseholdMembers } from './HouseholdMembers.tsx';
import { InvitationAnswer } from './InvitationAnswer.tsx';
import { InviteAdultForm } from './InviteAdultForm.tsx';
import { PendingInvitations } from './PendingInvitations.tsx';

/** The query parameter of the invitation email's link: /family?invitation=ABCD-EFGH-JKMN (docs/decisions/0313). */
export const INVITATION_PARAM = 'invitation';

/** Only the payer manages the household; someone in none may start one by adding a child or inviting an adult. */
const manages = (household: MyHousehold) => household.role === null || household.role === 'payer';
/** Anyone not yet sharing a household with anybody may join one. */
const mayJoin = (household: MyHousehold) => household.role === null || household.members.length <= 1;

function ManageSections({ household, onAdded }: { household: MyHousehold; onAdded: (id: number | null) => void }) {
  return (
    <>
      <Section aria-labelledby="add-child-heading">
        <h2 id="add-child-heading">Add a child</h2>
        <Intro>For a child under 18. They don’t need an email or a log-in: you book for them from your account.</Intro>
        <AddChildForm onAdded={(child) => onAdded(child?.id ?? null)} />
      </Section>
      <Section aria-labelledby="invite-adult-heading">
        <h2 id="invite-adult-heading">Invite an adult</h2>
        <Intro>
          Another adult, such as a partner, who has their own account. Once they accept, you can book for each other and
          they can pay with your account credit.
        </Intro>
        <InviteAdultForm onInvited={() => onAdded(null)} />
      </Section>
      {household.role === 'payer' && <PendingInvitations invitations={household.invitations} />}
    </>
  );
}

/**
 * Family (docs/decisions/0313, 0422): who is in the customer's household, with their roles and dates of birth; the
 * payer adds children, invites adults, withdraws invitations and removes people; an invited adult may leave. An
 * invitation email's link (?invitation=) opens it with the code filled in, for Accept or Decline (and nothing else
 * to do until it is answered).
 */
export function FamilyPage() {
  usePageTitle('Family');
  const { data: household, isError, refetch } = useGetMyHouseholdQuery();
  const [addedId, setAddedId] = useState<number | null>(null);
  const [params, setParams] = useSearchParams();
  const code = params.get(INVITATION_PARAM) ?? '';

  function body() {
    if (isError) {
      return (
        <div role="alert">
          <p>We couldn’t load your household.</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      );
    }
    if (!household) return <Spinner label="Loading your household" />;
    const answer = (
      <InvitationAnswer
        key={code}
        code={code}
        onAnswered={() => {
          if (code) setParams({}, { replace: true });
        }}
      />
    );
    return (
      <>
        {code && answer}
        {(!code || household.members.length > 0) && <HouseholdMembers household={household} addedId={addedId} />}
        {!code && manages(household) && <ManageSections household={household} onAdded={setAddedId} />}
        {!code && mayJoin(household) && answer}
      </>
    );
  }

  return (
    <Page>
      <div>
        <h1>Family</h1>
        <Intro>
          The people in your household can book for each other, use their own memberships and passes when booked for,
          and pay with the account credit of the person who pays for the household. Sharing an email address alone
          doesn’t link accounts.
        </Intro>
      </div>
      {body()}
    </Page>
  );
}
