import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { DataFields } from '@leisure/api-contract';
import { useGetDataFieldsQuery } from '@leisure/api-client/endpoints/authApi';
import { useUpdateUserMutation } from '@leisure/auth';
import {
  DataFieldGroups,
  detailsFormOptions,
  fieldNamesByPath,
  LoadFailure,
  useDataFieldGroups,
} from '@leisure/auth/registration';
import { errorSummaryItems, FormErrorBanner, initialValues, wireAnswers, type QuestionValues } from '@leisure/form-kit';
import { Button, ErrorSummary, Spinner } from '@leisure/ui';
import { useSaveFailure } from './useSaveFailure.ts';

export interface DetailsFormProps {
  /** Prefixes the fields' ids (the error summary links to them): one form's ids never meet another's. */
  idPrefix: string;
  /** The submit button's words: "Save changes" on My details, "Continue" in joining's section 3. */
  submitLabel: string;
  /** Names the form: the id of its heading, */
  labelledBy?: string;
  /** or its name in words. */
  label?: string;
  /** The answers are saved. */
  onSaved: () => void;
}

/**
 * A logged-in customer's data fields (onboarding type membership_purchase) with their stored answers, saved with PUT
 * my-account/user/update (docs/product/platform.md §5, §7): my-account's My details (docs/product/account.md D27)
 * and online joining's "Your details" for a logged-in user (docs/product/joining.md §2 section 3). Empty answers are
 * not sent, read-only ones never; the server's refusals go by their fields under "Validation errors".
 */
export function DetailsForm(props: DetailsFormProps) {
  const dataFields = useGetDataFieldsQuery({ query: { onboardingType: 'membership_purchase' } });
  if (dataFields.isError) return <LoadFailure onRetry={() => void dataFields.refetch()} />;
  if (!dataFields.data) return <Spinner label="Loading your details form" size="2rem" />;
  return <DetailsFormBody {...props} dataFields={dataFields.data} />;
}

function DetailsFormBody({
  dataFields,
  idPrefix,
  submitLabel,
  labelledBy,
  label,
  onSaved,
}: DetailsFormProps & { dataFields: DataFields }) {
  const { groups, questions } = useDataFieldGroups(dataFields);
  const [updateUser] = useUpdateUserMutation();
  const { attempt, failure, summaryTitle, invalid, clear, show } = useSaveFailure();
  const answerOf = useMemo(() => {
    const answers = new Map(
      dataFields.sections.flatMap((section) => section.sectionFields.map((field) => [field.name, field.answer])),
    );
    return (question: { name: string }) => answers.get(question.name);
  }, [dataFields]);

  const { control, handleSubmit, setError, formState } = useForm<QuestionValues>({
    ...detailsFormOptions,
    defaultValues: initialValues(questions, answerOf),
  });

  async function save(values: QuestionValues) {
    clear();
    // Empty answers are not sent (they would not blank a stored value anyway); read-only ones never are. The API
    // client sends the keys in snake case.
    const answers = wireAnswers(questions, values, { skipEmpty: true });
    const { error } = await updateUser({
      query: { onboardingType: 'membership_purchase' },
      body: { ...answers, _checksum: dataFields.checksum },
    });
    if (!error) {
      onSaved();
      return;
    }
    const names = fieldNamesByPath(dataFields);
    show(
      error,
      (key) => names.get(key),
      (name, message) => setError(name, { type: 'server', message }),
    );
  }

  const submit = handleSubmit(save, invalid);

  return (
    <form noValidate onSubmit={submit} aria-labelledby={labelledBy} aria-label={label}>
      {failure && <FormErrorBanner message={failure.message} details={failure.details} focusKey={attempt} />}
      {attempt > 0 && (
        <ErrorSummary
          title={summaryTitle}
          errors={errorSummaryItems(questions, formState.errors, idPrefix)}
          focusKey={attempt}
        />
      )}
      <DataFieldGroups groups={groups} control={control} idPrefix={idPrefix} />
      <Button type="submit" busy={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
