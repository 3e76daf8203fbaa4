import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { MyHousehold } from '@leisure/api-contract/browser';
import {
  useAcceptHouseholdInvitationMutation,
  useDeclineHouseholdInvitationMutation,
} from '@leisure/api-client/endpoints/householdApi';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { FormFailureNotices, useServerFormFailure } from '@leisure/form-kit';
import { Button, ButtonRow, TextField } from '@leisure/ui';
import { memberName } from '../familyLabels.ts';
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
 * Accept or Decline, from the customer's own account. The email says who sent it; the code, not the address it
 * went to, is what counts. A wrong, used or expired code is said by the field.
 */
export function InvitationAnswer({ code, onAnswered }: InvitationAnswerProps) {
  const dispatch = useAppDispatch();
  const [accept] = useAcceptHouseholdInvitationMutation();
  const [decline] = useDeclineHouseholdInvitationMutation();
  const [pending, setPending] = useState<'accept' | 'decline' | null>(null);
  const answerRef = useRef<'accept' | 'decline'>('accept');
  const failure = useServerFormFailure({
    ...familyFailureRules,
    generic: 'We couldn’t answer the invitation. Please try again.',
  });
  const { register, handleSubmit, setError, formState } = useForm<{ code: string }>({
    shouldFocusError: false,
    mode: 'onTouched',
    defaultValues: { code },
  });

  async function send({ code: typed }: { code: string }) {
    const answer = answerRef.current;
    setPending(answer);
    const body = { code: typed.trim() };
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
    failure.show(
      result.error,
      (key) => (key === 'code' ? key : undefined),
      (_name, message) => setError('code', { type: 'server', message }),
    );
  }

  const submit = (answer: 'accept' | 'decline') => {
    answerRef.current = answer;
    void handleSubmit(send, failure.invalid)();
  };
  const { errors } = formState;

  return (
    <section aria-labelledby="household-invitation-heading">
      <h2 id="household-invitation-heading">{code ? 'You have an invitation to a household' : 'Join a household'}</h2>
      <p>
        {code
          ? 'Someone has invited you to join their household: the email tells you who. In a household you can book for each other and pay with the household’s account credit. Accept only if you know them.'
          : 'Have an invitation email? Enter its code here to join that household.'}
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
          {code && (
            <Button variant="secondary" busy={pending === 'decline'} onClick={() => submit('decline')}>
              Decline
            </Button>
          )}
        </ButtonRow>
      </FormBlock>
    </section>
  );
}
