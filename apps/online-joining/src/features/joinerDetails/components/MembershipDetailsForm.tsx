import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { DataFields } from '@leisure/api-contract';
import { useAppDispatch } from '@leisure/app-store';
import { updateUser } from '@leisure/auth';
import { Button, ErrorSummary, Spinner } from '@leisure/ui';
import { errorSummaryItems, FormErrorBanner, initialValues, wireAnswers, type QuestionValues } from '@leisure/form-kit';
import { useGetDataFieldsQuery } from '@leisure/api-client/endpoints/authApi';
import {
  DataFieldGroups,
  detailsFormOptions,
  fieldNamesByPath,
  LoadFailure,
  useDataFieldGroups,
  useDetailsFailure,
} from '@leisure/auth/registration';

const ID_PREFIX = 'member-details';

/** A logged-in user's membership-purchase questions (docs/product/joining.md §2 section 3), then Continue. */
export function MembershipDetailsForm({ onCompleted }: { onCompleted: () => void }) {
  const dataFields = useGetDataFieldsQuery({ query: { onboardingType: 'membership_purchase' } });
  if (dataFields.isError) return <LoadFailure onRetry={() => void dataFields.refetch()} />;
  if (!dataFields.data) return <Spinner label="Loading your details form" size="2rem" />;
  return <MembershipDetailsFormBody dataFields={dataFields.data} onCompleted={onCompleted} />;
}

function MembershipDetailsFormBody({ dataFields, onCompleted }: { dataFields: DataFields; onCompleted: () => void }) {
  const { groups, questions } = useDataFieldGroups(dataFields);
  const dispatch = useAppDispatch();
  const { attempt, failure, tried, show, clear } = useDetailsFailure();
  const answerOf = useMemo(() => {
    const answers = new Map(
      dataFields.sections.flatMap((section) => section.sectionFields.map((f) => [f.name, f.answer])),
    );
    return (question: { name: string }) => answers.get(question.name);
  }, [dataFields]);

  const { control, handleSubmit, setError, formState } = useForm<QuestionValues>({
    ...detailsFormOptions,
    defaultValues: initialValues(questions, answerOf),
  });

  async function save(values: QuestionValues) {
    clear();
    const answers = wireAnswers(questions, values, { skipEmpty: true });
    const result = await dispatch(
      updateUser({
        query: { onboardingType: 'membership_purchase' },
        body: { ...answers, _checksum: dataFields.checksum },
      }),
    );
    if (updateUser.fulfilled.match(result)) {
      onCompleted();
      return;
    }
    const names = fieldNamesByPath(dataFields);
    show(
      result.payload,
      (key) => names.get(key),
      (name, message) => setError(name, { type: 'server', message }),
    );
  }

  const submit = handleSubmit(save, tried);

  return (
    <form noValidate onSubmit={submit} aria-label="Your membership details">
      {failure && <FormErrorBanner message={failure.message} details={failure.details} focusKey={attempt} />}
      {attempt > 0 && (
        <ErrorSummary errors={errorSummaryItems(questions, formState.errors, ID_PREFIX)} focusKey={attempt} />
      )}
      <DataFieldGroups groups={groups} control={control} idPrefix={ID_PREFIX} />
      <Button type="submit" busy={formState.isSubmitting}>
        Continue
      </Button>
    </form>
  );
}
