import { useMemo } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import styled from 'styled-components';
import type { AccountTerms, DataFields } from '@leisure/api-contract';
import { isApiError } from '@leisure/api-client';
import { useAppDispatch } from '@leisure/app-store';
import { register } from '@leisure/auth';
import { Button, ErrorSummary, Spinner, type ErrorSummaryItem } from '@leisure/ui';
import { errorSummaryItems, FormErrorBanner, initialValues, wireAnswers, type QuestionValues } from '@leisure/form-kit';
import { useGetClientQuery } from '@leisure/api-client/endpoints/siteApi';
import { useGetAccountTermsQuery, useGetDataFieldsQuery } from '@leisure/api-client/endpoints/authApi';
import { fieldNamesByPath } from '../form/dataFieldQuestions.ts';
import { detailsFormOptions } from '../form/detailsFormOptions.ts';
import { accountFieldNames, registrationFieldFor } from '../form/registrationMessages.ts';
import { useDataFieldGroups } from '../hooks/useDataFieldGroups.ts';
import { useDetailsFailure } from '../hooks/useDetailsFailure.ts';
import { DataFieldGroups } from './DataFieldGroups.tsx';
import { LoadFailure } from './LoadFailure.tsx';
import { LogInOffer } from './LogInOffer.tsx';
import { PasswordFields } from './PasswordFields.tsx';
import { TermsAgreement } from './TermsAgreement.tsx';

const ID_PREFIX = 'register';

const AccountGroup = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.spacing.l};
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing.m};
    padding: 0;
    font-size: 1.25rem;
    font-weight: 700;
  }
`;

export interface RegistrationFormProps {
  onCompleted: () => void;
}

/** The guest's registration form (docs/product/joining.md §2 section 3): loads its questions and terms, then shows the form. */
export function RegistrationForm({ onCompleted }: RegistrationFormProps) {
  const dataFields = useGetDataFieldsQuery({ query: { onboardingType: 'customer_account_online' } });
  const terms = useGetAccountTermsQuery();
  // No account terms published (404): there is nothing to agree to.
  const noTerms = terms.isError && isApiError(terms.error) && terms.error.status === 404;

  if (dataFields.isError || (terms.isError && !noTerms)) {
    return (
      <LoadFailure
        onRetry={() => {
          if (dataFields.isError) void dataFields.refetch();
          if (terms.isError) void terms.refetch();
        }}
      />
    );
  }
  if (!dataFields.data || (!terms.data && !noTerms)) return <Spinner label="Loading your details form" size="2rem" />;
  return <RegistrationFormBody dataFields={dataFields.data} terms={terms.data ?? null} onCompleted={onCompleted} />;
}

function RegistrationFormBody({
  dataFields,
  terms,
  onCompleted,
}: {
  dataFields: DataFields;
  terms: AccountTerms | null;
  onCompleted: () => void;
}) {
  const dispatch = useAppDispatch();
  const client = useGetClientQuery();
  const { groups, questions } = useDataFieldGroups(dataFields);
  const namesByPath = useMemo(() => fieldNamesByPath(dataFields), [dataFields]);
  const { attempt, failure, tried, show, clear } = useDetailsFailure();

  const { control, handleSubmit, setError, watch, formState } = useForm<QuestionValues>({
    ...detailsFormOptions,
    defaultValues: {
      ...initialValues(questions, () => null),
      [accountFieldNames.password]: '',
      [accountFieldNames.passwordConfirmation]: '',
      [accountFieldNames.termsAccepted]: false,
    },
  });
  const termsTicked = watch(accountFieldNames.termsAccepted) === true;

  const accountItems = (errors: FieldErrors<QuestionValues>): ErrorSummaryItem[] =>
    Object.values(accountFieldNames).flatMap((name) => {
      const message = errors[name]?.message;
      return typeof message === 'string' && message ? [{ fieldId: `${ID_PREFIX}-${name}`, message }] : [];
    });
  const summary = [...errorSummaryItems(questions, formState.errors, ID_PREFIX), ...accountItems(formState.errors)];

  async function createAccount(values: QuestionValues) {
    clear();
    const clientId = client.data?.id;
    // Without the operator's client id there is nothing to register with: the generic banner.
    if (clientId === undefined)
      return show(
        null,
        () => undefined,
        () => undefined,
      );
    const result = await dispatch(
      register({
        clientId,
        source: 'online-joining',
        dataFields: { ...wireAnswers(questions, values, { skipEmpty: true }), _checksum: dataFields.checksum },
        password: String(values[accountFieldNames.password] ?? ''),
        passwordConfirmation: String(values[accountFieldNames.passwordConfirmation] ?? ''),
        termsAccepted: terms === null || values[accountFieldNames.termsAccepted] === true,
      }),
    );
    if (register.fulfilled.match(result)) {
      onCompleted();
      return;
    }
    show(
      result.payload,
      (key, message) => registrationFieldFor(key, message, namesByPath),
      (name, message) => setError(name, { type: 'server', message }),
    );
  }

  const submit = handleSubmit(createAccount, tried);

  return (
    <form noValidate onSubmit={submit} aria-label="Create an account">
      {failure && <FormErrorBanner message={failure.message} details={failure.details} focusKey={attempt} />}
      {attempt > 0 && <ErrorSummary errors={summary} focusKey={attempt} />}
      <LogInOffer />
      <DataFieldGroups groups={groups} control={control} idPrefix={ID_PREFIX} />
      <AccountGroup>
        <legend>Your online account</legend>
        <PasswordFields control={control} idPrefix={ID_PREFIX} />
        {terms && (
          <TermsAgreement terms={terms} control={control} id={`${ID_PREFIX}-${accountFieldNames.termsAccepted}`} />
        )}
      </AccountGroup>
      <Button
        type="submit"
        busy={formState.isSubmitting}
        disabledFocusable={terms !== null && !termsTicked}
        onActivateWhileDisabled={() => void submit()}
      >
        Create Account
      </Button>
    </form>
  );
}
