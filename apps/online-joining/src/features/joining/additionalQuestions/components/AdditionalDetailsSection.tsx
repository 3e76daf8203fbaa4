import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import type { QuestionGroup as QuestionGroupData } from '@leisure/api-contract';
import { isApiError } from '@leisure/api-client';
import { Button, ErrorSummary, Spinner } from '@leisure/ui';
import {
  errorSummaryItems,
  FormErrorBanner,
  initialValues,
  isEmptyValue,
  placeServerMessages,
  QuestionGroup,
  toWireAnswer,
  type QuestionValues,
} from '@leisure/form-kit';
import { useSaveCustomAnswersMutation } from '@leisure/api-client/endpoints/customQuestionsApi';
import { useJoiningCustomer } from '../../cart/hooks/useJoiningCustomer.ts';
import { customQuestion, nameForAnswerKey, questionsMessages } from '../form/customQuestions.ts';
import { useMembershipQuestions } from '../hooks/useMembershipQuestions.ts';

const ID_PREFIX = 'additional';

const Intro = styled.p`
  max-width: 40rem;
  margin: 0 0 ${({ theme }) => theme.spacing.l};
`;

export interface AdditionalDetailsSectionProps {
  membershipTypeId: number;
  onCompleted: () => void;
}

/**
 * Section 4 "Additional details" (docs/product/joining.md §2): the chosen membership's questions in titled groups, prefilled with
 * the user's saved answers or the defaults; Save and continue stores them and moves on.
 */
export function AdditionalDetailsSection({ membershipTypeId, onCompleted }: AdditionalDetailsSectionProps) {
  const questions = useMembershipQuestions(membershipTypeId);
  if (questions.isError) {
    return (
      <>
        <FormErrorBanner message={questionsMessages.generic} />
        <Button variant="secondary" onClick={questions.refetch}>
          Try again
        </Button>
      </>
    );
  }
  if (questions.isLoading) return <Spinner label="Loading the questions" size="2rem" />;
  return (
    <QuestionsForm
      key={membershipTypeId}
      membershipTypeId={membershipTypeId}
      groups={questions.groups}
      onCompleted={onCompleted}
    />
  );
}

function QuestionsForm({
  membershipTypeId,
  groups,
  onCompleted,
}: {
  membershipTypeId: number;
  groups: QuestionGroupData[];
  onCompleted: () => void;
}) {
  const [saveAnswers] = useSaveCustomAnswersMutation();
  const { selectedUserId } = useJoiningCustomer();
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const entries = useMemo(
    () => groups.flatMap((group) => group.questions.map((data) => ({ data, question: customQuestion(data) }))),
    [groups],
  );
  const questions = useMemo(() => entries.map((entry) => entry.question), [entries]);

  const { control, handleSubmit, setError, formState } = useForm<QuestionValues>({
    // The error summary takes focus (docs/product/joining.md D12); react-hook-form would move it back to the first field.
    shouldFocusError: false,
    mode: 'onTouched',
    defaultValues: initialValues(questions, (question) => {
      const data = entries.find((entry) => entry.question === question)!.data;
      return data.answer ?? data.default;
    }),
  });
  const values = useWatch({ control });
  // docs/product/joining.md §5: a required question left unanswered disables Continue (aria-disabled, docs/product/joining.md D12).
  const requiredMissing = questions.some((question) => question.isRequired && isEmptyValue(values[question.name]));

  async function save(answers: QuestionValues) {
    setFailure(null);
    const result = await saveAnswers({
      params: { typeId: membershipTypeId },
      body: {
        answers: entries.map(({ data, question }) => ({
          questionId: data.id,
          answer: toWireAnswer(question, answers[question.name]),
        })),
        selectedUserId,
      },
    });
    if (!('error' in result)) {
      onCompleted();
      return;
    }
    const error = isApiError(result.error) ? result.error : null;
    const messages = error?.validationMessages ?? {};
    if (error?.status === 422 && Object.keys(messages).length > 0) {
      placeServerMessages(messages, nameForAnswerKey, (name, message) => setError(name, { type: 'server', message }));
      setFailure(questionsMessages.validationFailed);
      setAttempt((count) => count + 1);
    } else {
      setFailure(error?.status === 419 ? questionsMessages.sessionExpired : questionsMessages.generic);
    }
  }

  const submit = handleSubmit(save, () => setAttempt((count) => count + 1));

  return (
    <form noValidate onSubmit={submit} aria-label="Additional details">
      {failure && <FormErrorBanner message={failure} focusKey={attempt} />}
      {attempt > 0 && !failure && (
        <ErrorSummary errors={errorSummaryItems(questions, formState.errors, ID_PREFIX)} focusKey={attempt} />
      )}
      <Intro>{questionsMessages.intro}</Intro>
      {groups.map((group) => (
        <QuestionGroup
          key={group.id}
          title={group.title}
          questions={entries.filter((entry) => group.questions.includes(entry.data)).map((entry) => entry.question)}
          control={control}
          idPrefix={ID_PREFIX}
        />
      ))}
      <Button
        type="submit"
        busy={formState.isSubmitting}
        disabledFocusable={requiredMissing}
        onActivateWhileDisabled={() => void submit()}
      >
        Save and continue
      </Button>
    </form>
  );
}
