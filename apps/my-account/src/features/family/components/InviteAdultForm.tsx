import { useForm } from 'react-hook-form';
import { useInviteHouseholdAdultMutation } from '@leisure/api-client/endpoints/householdApi';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { FormFailureNotices, useServerFormFailure } from '@leisure/form-kit';
import { Button, TextField } from '@leisure/ui';
import { familyFailureRules } from '../rules/familyRules.ts';
import { inviteEmailProblem } from '../rules/familyRules.ts';
import { FormBlock } from './familyStyles.ts';

const FIELD_ID = 'invite-adult-email';

export interface InviteAdultFormProps {
  onInvited: () => void;
}

/**
 * Invite an adult (docs/decisions/0313, 0422): their email address. The toast says the same whether or not anyone
 * has an account with it (nothing is revealed); the code in the email works once, for 7 days.
 */
export function InviteAdultForm({ onInvited }: InviteAdultFormProps) {
  const dispatch = useAppDispatch();
  const [invite] = useInviteHouseholdAdultMutation();
  const failure = useServerFormFailure({
    ...familyFailureRules,
    generic: 'We couldn’t send the invitation. Please try again.',
  });
  const { register, handleSubmit, setError, reset, formState } = useForm<{ email: string }>({
    shouldFocusError: false,
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  async function send({ email }: { email: string }) {
    const result = await invite({ body: { email: email.trim() } });
    if (result.data) {
      reset({ email: '' });
      failure.reset();
      dispatch(
        showToast({
          content: `Invitation sent to ${email.trim()}. It works for 7 days, once they log in to their own account.`,
          type: 'success',
        }),
      );
      onInvited();
      return;
    }
    failure.show(
      result.error,
      (key) => (key === 'email' ? key : undefined),
      (_name, message) => setError('email', { type: 'server', message }),
    );
  }

  const { errors } = formState;
  return (
    <FormBlock noValidate onSubmit={handleSubmit(send, failure.invalid)} aria-labelledby="invite-adult-heading">
      <FormFailureNotices
        failure={failure}
        errors={errors.email?.message ? [{ fieldId: FIELD_ID, message: errors.email.message }] : []}
      />
      <TextField
        id={FIELD_ID}
        label="Their email address"
        hint="We email them a code. They accept it from their own account, so they need one (or can create one)."
        type="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={errors.email}
        {...register('email', { validate: (value) => inviteEmailProblem(value) ?? true })}
      />
      <div>
        <Button type="submit" busy={formState.isSubmitting}>
          Send invitation
        </Button>
      </div>
    </FormBlock>
  );
}
