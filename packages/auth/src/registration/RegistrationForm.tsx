import { useMemo, type ReactNode } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import styled from 'styled-components';
import type { AccountTerms, DataFields } from '@leisure/api-contract';
import { isApiError } from '@leisure/api-client';
import { Button, ErrorSummary, Spinner, type ErrorSummaryItem } from '@leisure/ui';
import { errorSummaryItems, FormErrorBanner, initialValues, wireAnswers, type QuestionValues } from '@leisure/form-kit';
import { useGetClientQuery } from '@leisure/api-client/endpoints/siteApi';
import { useGetAccountTermsQuery, useGetDataFieldsQuery } from '@leisure/api-client/endpoints/authApi';
import { fieldNamesByPath } from './dataFieldQuestions.ts';
import { detailsFormOptions } from './detailsFormOptions.ts';
import { accountFieldNames, registrationFieldFor } from './registrationMessages.ts';
import { useDataFieldGroups } from './useDataFieldGroups.ts';
import { useDetailsFailure } from './useDetailsFailure.ts';
import { DataFieldGroups } from './DataFieldGroups.tsx';
import { addressFinderBefore } from './addressFinderBefore.tsx';
import { LoadFailure } from './LoadFailure.tsx';
import { PasswordFields } from './PasswordFields.tsx';
import { TermsAgreement } from './TermsAgreement.tsx';
import { useRegisterMutation, type Registration } from '../accountForms/accountFormsApi.ts';

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
  /** The front end the account is made from (the API's `source`). */
  source: Registration['source'];
  /** Called once the new account is logged in. */
  onCompleted: () => void;
  /** Shown above the fields, e.g. joining's offer to log in instead. */
  intro?: ReactNode;
}

/**
 * The registration form of docs/product/joining.md §2 section 3 (Your details), also bookings' and my-account's
 * /register (docs/product/bookings.md D25): loads the data fields of onboarding type customer_account_online and
 * the account terms, then shows the form; Create Account registers and logs the new account in.
 */
export function RegistrationForm({ source, onCompleted, intro }: RegistrationFormProps) {
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
  return (
    <RegistrationFormBody
      dataFields={dataFields.data}
      terms={terms.data ?? null}
      source={source}
      onCompleted={onCompleted}
      intro={intro}
    />
  );
}

function RegistrationFormBody({
  dataFields,
  terms,
  source,
  onCompleted,
  intro,
}: RegistrationFormProps & {
  dataFields: DataFields;
  terms: AccountTerms | null;
}) {
  const [register] = useRegisterMutation();
  const client = useGetClientQuery();
  const { groups, questions } = useDataFieldGroups(dataFields);
  const namesByPath = useMemo(() => fieldNamesByPath(dataFields), [dataFields]);
  const { attempt, failure, tried, show, clear } = useDetailsFailure();

  const { control, handleSubmit, setError, setValue, watch, formState } = useForm<QuestionValues>({
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
    const { error } = await register({
      clientId,
      source,
      dataFields: { ...wireAnswers(questions, values, { skipEmpty: true }), _checksum: dataFields.checksum },
      password: String(values[accountFieldNames.password] ?? ''),
      passwordConfirmation: String(values[accountFieldNames.passwordConfirmation] ?? ''),
      termsAccepted: terms === null || values[accountFieldNames.termsAccepted] === true,
    });
    if (!error) {
      onCompleted();
      return;
    }
    show(
      error,
      (key, message) => registrationFieldFor(key, message, namesByPath),
      (name, message) => setError(name, { type: 'server', message }),
    );
  }

  const submit = handleSubmit(createAccount, tried);

  return (
    <form noValidate onSubmit={submit} aria-label="Create an account">
      {failure && <FormErrorBanner message={failure.message} details={failure.details} focusKey={attempt} />}
      {attempt > 0 && <ErrorSummary errors={summary} focusKey={attempt} />}
      {intro}
      <DataFieldGroups
        groups={groups}
        control={control}
        idPrefix={ID_PREFIX}
        beforeQuestion={addressFinderBefore(questions, setValue, ID_PREFIX)}
      />
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
