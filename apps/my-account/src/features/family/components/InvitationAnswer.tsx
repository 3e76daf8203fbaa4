import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { HouseholdInvitationPreview, MyHousehold } from '@leisure/api-contract/browser';
import {
  useAcceptHouseholdInvitationMutation,
  useDeclineHouseholdInvitationMutation,
  usePreviewHouseholdInvitationMutation,
} from '@leisure/api-client/endpoints/householdApi';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { FormFailureNotices, useServerFormFailure } from '@leisure/form-kit';
import { Button, ButtonRow, TextField } from '@leisure/ui';
import { invitationFromLabel, memberName, sameInvitationCode } from '../familyLabels.ts';
import { familyFailureRules } from '../rules/familyRules.ts';
import { FormBlock } from './familyStyles.ts';

const FIELD_ID = 'household-invitation-code';

const codeProblem = (value: string) => (value.trim() ? undefined : 'Enter the invitation code from the email.');

export interface InvitationAnswerProps {
  /** The code from the email's link (`?invitation=`), or empty for the customer to type it. */
  code: string;
  /** The invitation was answered (accepted or declined): the page drops the code from its address. */
  onAnswered: () => void;
}

/** Who pays for the household just joined, to name it: "Chris Hughes’s household". */
function joinedName(household: MyHousehold): string {
  const payer = household.members.find((member) => member.role === 'payer');
  return payer ? `${memberName(payer)}’s household` : 'the household';
}

/**
 * Answer an invitation from the email (docs/decisions/0313, 0422): the code, filled in from the link or typed, then
 * Accept or Decline, from the customer's own account. The code, not the address it went to, is what counts. The
 * page reads who sent it with the code first (previewHouseholdInvitation): at once for the link's code, and on
 * submitting a typed one, which Accept then joins. A wrong, used or expired code is said by the field.
 */
export function InvitationAnswer({ code, onAnswered }: InvitationAnswerProps) {
  const dispatch = useAppDispatch();
  const [preview] = usePreviewHouseholdInvitationMutation();
  const [accept] = useAcceptHouseholdInvitationMutation();
  const [decline] = useDeclineHouseholdInvitationMutation();
  const [pending, setPending] = useState<'accept' | 'decline' | null>(null);
  /** The last code read that opens a live invitation, with who sent it. */
  const [seen, setSeen] = useState<{ code: string; invitation: HouseholdInvitationPreview } | null>(null);
  const answerRef = useRef<'accept' | 'decline'>('accept');
  /** The link's code is read once (a wrong one counts against the customer's allowance, decision 0313). */
  const linkReadRef = useRef(false);
  const failure = useServerFormFailure({
    ...familyFailureRules,
    generic: 'We couldn’t answer the invitation. Please try again.',
  });
  const { register, handleSubmit, setError, formState, watch } = useForm<{ code: string }>({
    shouldFocusError: false,
    mode: 'onTouched',
    defaultValues: { code },
  });
  const typed = watch('code');
  const invitation = seen && sameInvitationCode(seen.code, typed) ? seen.invitation : null;

  const showFailure = (error: unknown) =>
    failure.show(
      error,
      (key) => (key === 'code' ? key : undefined),
      (_name, message) => setError('code', { type: 'server', message }),
    );

  async function read(value: string) {
    const result = await preview({ body: { code: value } });
    if (result.data) {
      failure.reset();
      setSeen({ code: value, invitation: result.data });
    } else showFailure(result.error);
  }

  const readLinkCode = useEffectEvent(() => {
    if (linkReadRef.current) return;
    linkReadRef.current = true;
    void read(code);
  });
  useEffect(() => {
    if (code.trim()) readLinkCode();
  }, [code]);

  async function send({ code: value }: { code: string }) {
    const answer = answerRef.current;
    const body = { code: value.trim() };
    // A typed code is read first, so Accept joins only a household the page has named; the link's code is read as
    // the page opens, so accepting it is one press, as the email says.
    const readFirst = answer === 'accept' && !invitation && !sameInvitationCode(body.code, code);
    setPending(answer);
    if (readFirst) {
      await read(body.code);
      setPending(null);
      return;
    }
    const result = answer === 'accept' ? await accept({ body }) : await decline({ body });
    setPending(null);
    if (result.data) {
      failure.reset();
      dispatch(
        showToast({
          content:
            answer === 'accept'
              ? `You have joined ${joinedName(result.data)}. You can now book for each other.`
              : 'Invitation declined. Nothing has changed in your account.',
          type: 'success',
        }),
      );
      onAnswered();
      return;
    }
    showFailure(result.error);
  }

  const submit = (answer: 'accept' | 'decline') => {
    answerRef.current = answer;
    void handleSubmit(send, failure.invalid)();
  };
  const { errors } = formState;

  return (
    <section aria-labelledby="household-invitation-heading">
      <h2 id="household-invitation-heading">{code ? 'You have an invitation to a household' : 'Join a household'}</h2>
      {invitation && <p>{invitationFromLabel(invitation)}</p>}
      <p>
        {code || invitation
          ? 'In a household you can book for each other and pay with the household’s account credit. Accept only if you know them.'
          : 'Have an invitation email? Enter its code here to see who sent it, then accept to join their household.'}
      </p>
      <FormBlock
        noValidate
        aria-labelledby="household-invitation-heading"
        onSubmit={(event) => {
          event.preventDefault();
          submit('accept');
        }}
      >
        <FormFailureNotices
          failure={failure}
          errors={errors.code?.message ? [{ fieldId: FIELD_ID, message: errors.code.message }] : []}
        />
        <TextField
          id={FIELD_ID}
          label="Invitation code"
          hint="12 letters and numbers, like ABCD-EFGH-JKMN."
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          error={errors.code}
          {...register('code', { validate: (value) => codeProblem(value) ?? true })}
        />
        <ButtonRow>
          <Button type="submit" busy={pending === 'accept'}>
            Accept invitation
          </Button>
          {(code || invitation) && (
            <Button variant="secondary" busy={pending === 'decline'} onClick={() => submit('decline')}>
              Decline
            </Button>
          )}
        </ButtonRow>
      </FormBlock>
    </section>
  );
}
