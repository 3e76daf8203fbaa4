import { useForm, type FieldErrors } from 'react-hook-form';
import type { HouseholdMember } from '@leisure/api-contract/browser';
import { useAddHouseholdChildMutation } from '@leisure/api-client/endpoints/householdApi';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { FormFailureNotices, ukToday, useServerFormFailure } from '@leisure/form-kit';
import { Button, DateField, TextField, type ErrorSummaryItem } from '@leisure/ui';
import { memberName } from '../familyLabels.ts';
import { familyFailureRules } from '../rules/familyRules.ts';
import {
  childBody,
  childDateOfBirthProblem,
  childFields,
  childNameProblem,
  emptyChildValues,
  type ChildFieldName,
  type ChildValues,
} from '../rules/familyRules.ts';
import { FormBlock } from './familyStyles.ts';

const fieldOrder: ChildFieldName[] = Object.values(childFields);
const fieldId = (name: ChildFieldName) => `add-child-${name}`;
const isField = (key: string): key is ChildFieldName => (fieldOrder as string[]).includes(key);

function summaryItems(errors: FieldErrors<ChildValues>): ErrorSummaryItem[] {
  return fieldOrder.flatMap((name) => {
    const message = errors[name]?.message;
    return message ? [{ fieldId: fieldId(name), message }] : [];
  });
}

export interface AddChildFormProps {
  /** The child just added, found in the household the server answered with. */
  onAdded: (child: HouseholdMember | undefined) => void;
}

/**
 * Add a child (docs/decisions/0313, 0422): first name, last name and date of birth as DD/MM/YYYY, checked with the
 * server's rules and words before sending. Errors go by their fields and into a summary that takes focus; nothing
 * typed is lost. The child has no log-in: the household books for them.
 */
export function AddChildForm({ onAdded }: AddChildFormProps) {
  const dispatch = useAppDispatch();
  const [addChild] = useAddHouseholdChildMutation();
  const failure = useServerFormFailure({
    ...familyFailureRules,
    generic: 'We couldn’t add the child. Please try again.',
  });
  const { register, handleSubmit, setError, reset, formState } = useForm<ChildValues>({
    // The error summary takes focus (as every form here); react-hook-form would move it to the field instead.
    shouldFocusError: false,
    mode: 'onTouched',
    defaultValues: emptyChildValues,
  });

  async function send(values: ChildValues) {
    const body = childBody(values);
    const result = await addChild({ body });
    if (result.data) {
      const child = result.data.members.find(
        (member) =>
          member.role === 'child' &&
          member.firstName === body.firstName &&
          member.lastName === body.lastName &&
          member.dateOfBirth === body.dateOfBirth,
      );
      reset(emptyChildValues);
      failure.reset();
      dispatch(
        showToast({
          content: `${memberName(body)} added to your household. You can now book for them.`,
          type: 'success',
        }),
      );
      onAdded(child);
      return;
    }
    failure.show(
      result.error,
      (key) => (isField(key) ? key : undefined),
      (name, message) => setError(name as ChildFieldName, { type: 'server', message }),
    );
  }

  const { errors } = formState;
  return (
    <FormBlock noValidate onSubmit={handleSubmit(send, failure.invalid)} aria-labelledby="add-child-heading">
      <FormFailureNotices failure={failure} errors={summaryItems(errors)} />
      <TextField
        id={fieldId('firstName')}
        label="Child’s first name"
        autoComplete="off"
        required
        error={errors.firstName}
        {...register('firstName', { validate: (value) => childNameProblem('first name', value) ?? true })}
      />
      <TextField
        id={fieldId('lastName')}
        label="Child’s last name"
        autoComplete="off"
        required
        error={errors.lastName}
        {...register('lastName', { validate: (value) => childNameProblem('last name', value) ?? true })}
      />
      <DateField
        id={fieldId('dateOfBirth')}
        label="Child’s date of birth"
        hint="For example, 27/03/2015. Prices and which classes they can join depend on their age."
        autoComplete="off"
        required
        error={errors.dateOfBirth}
        {...register('dateOfBirth', { validate: (value) => childDateOfBirthProblem(value, ukToday()) ?? true })}
      />
      <div>
        <Button type="submit" busy={formState.isSubmitting}>
          Add child
        </Button>
      </div>
    </FormBlock>
  );
}
