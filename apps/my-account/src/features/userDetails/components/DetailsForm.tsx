import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { DataFields } from '@leisure/api-contract';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { updateUser } from '@leisure/auth';
import {
  DataFieldGroups,
  detailsFormOptions,
  fieldNamesByPath,
  LoadFailure,
  useDataFieldGroups,
} from '@leisure/auth/registration';
import { errorSummaryItems, FormErrorBanner, initialValues, wireAnswers, type QuestionValues } from '@leisure/form-kit';
import { useGetDataFieldsQuery } from '@leisure/api-client/endpoints/authApi';
import { Button, ErrorSummary, Spinner } from '@leisure/ui';
import { useSaveFailure } from '../hooks/useSaveFailure.ts';
import { userDetailsMessages } from '../userDetailsMessages.ts';

const ID_PREFIX = 'my-details';

/**
 * The user's data fields (docs/product/account.md D27): the questions of onboarding type membership_purchase with
 * the stored answers, saved with PUT my-account/user/update (docs/product/platform.md §5, §7).
 */
export function DetailsForm({ labelledBy }: { labelledBy: string }) {
  const dataFields = useGetDataFieldsQuery({ query: { onboardingType: 'membership_purchase' } });
  if (dataFields.isError) return <LoadFailure onRetry={() => void dataFields.refetch()} />;
  if (!dataFields.data) return <Spinner label="Loading your details" size="2rem" />;
  return <DetailsFormBody dataFields={dataFields.data} labelledBy={labelledBy} />;
}

function DetailsFormBody({ dataFields, labelledBy }: { dataFields: DataFields; labelledBy: string }) {
  const { groups, questions } = useDataFieldGroups(dataFields);
  const dispatch = useAppDispatch();
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
    const result = await dispatch(
      updateUser({
        query: { onboardingType: 'membership_purchase' },
        body: { ...answers, _checksum: dataFields.checksum },
      }),
    );
    if (updateUser.fulfilled.match(result)) {
      dispatch(showToast({ content: userDetailsMessages.saved, type: 'success' }));
      return;
    }
    const names = fieldNamesByPath(dataFields);
    show(
      result.payload,
      (key) => names.get(key),
      (name, message) => setError(name, { type: 'server', message }),
    );
  }

  const submit = handleSubmit(save, invalid);

  return (
    <form noValidate onSubmit={submit} aria-labelledby={labelledBy}>
      {failure && <FormErrorBanner message={failure.message} details={failure.details} focusKey={attempt} />}
      {attempt > 0 && (
        <ErrorSummary
          title={summaryTitle}
          errors={errorSummaryItems(questions, formState.errors, ID_PREFIX)}
          focusKey={attempt}
        />
      )}
      <DataFieldGroups groups={groups} control={control} idPrefix={ID_PREFIX} />
      <Button type="submit" busy={formState.isSubmitting}>
        Save changes
      </Button>
    </form>
  );
}
