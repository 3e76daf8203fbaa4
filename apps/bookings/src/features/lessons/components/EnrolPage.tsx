import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetMyDirectDebitQuery } from '@leisure/api-client/endpoints/directDebitApi';
import { useGetLessonClassQuery, useGetMyLessonsQuery } from '@leisure/api-client/endpoints/lessonsApi';
import { useListJoiningVenuesQuery } from '@leisure/api-client/endpoints/siteApi';
import { DirectDebitConfirmation, useDirectDebitOperator } from '@leisure/direct-debit';
import { NotFoundPage, PageBreadcrumbs } from '@leisure/layout';
import { usePageTitle } from '@leisure/theme';
import { FullPageError, Spinner } from '@leisure/ui';
import { stepNumbers, type EnrolStep } from '../enrol/enrolMachine.ts';
import { useClassId } from '../hooks/useClassId.ts';
import { useEnrolJourney } from '../hooks/useEnrolJourney.ts';
import { BASKET_PATH, lessonClassPath, LESSONS_PATH } from '../lessonPaths.ts';
import { whenText } from '../rules/lessonLabels.ts';
import { BankDetailsStep } from './BankDetailsStep.tsx';
import { EnrolledStep } from './EnrolledStep.tsx';
import { LearnerStep } from './LearnerStep.tsx';
import { Intro, PageHeading, Panel, StepCount, StepHeading } from './lessonStyles.ts';
import { ReviewStep } from './ReviewStep.tsx';
import { PaymentStep } from './PaymentStep.tsx';
import { useEnrolmentDay } from '../hooks/useEnrolmentDay.ts';
import { enrolmentGate } from '../rules/enrolmentDay.ts';

const headings: Record<EnrolStep, string> = {
  learner: 'Who is the place for?',
  bankDetails: 'Your bank details',
  checkBankDetails: 'Check your bank details',
  review: 'Check and confirm',
  submitting: 'Check and confirm',
  enrolled: 'You are enrolled',
  payment: 'How would you like to pay?',
  addingBlock: 'How would you like to pay?',
  blockAdded: 'Added to your basket',
};

/**
 * /lessons/classes/:id/enrol (docs/decisions/0594): the learner, then how to pay where the class sells a block by
 * card (0599: it goes in the basket), then monthly Direct Debit (the payer's mandate, or joining's bank details
 * steps), then confirm; the first collection the API works out pro rata is shown once
 * enrolled. The steps are one machine (enrol/enrolMachine.ts). Logged-in only: the route sends a visitor to log in
 * and back.
 */
export function EnrolPage() {
  const classId = useClassId();
  const lessonClass = useGetLessonClassQuery({ params: { id: classId ?? 0 } }, { skip: !classId });
  const lessons = useGetMyLessonsQuery();
  const directDebit = useGetMyDirectDebitQuery();
  const venues = useListJoiningVenuesQuery();
  const operator = useDirectDebitOperator();
  const { state, send, submit, payByCard } = useEnrolJourney(classId ?? 0);
  const navigate = useNavigate();
  // On enrolment day the API lets in only people the queue has admitted (docs/decisions/0598).
  const enrolmentDay = useEnrolmentDay(lessonClass.data);
  usePageTitle('Enrol');

  // Each step's heading takes focus as it opens; a refusal's own message or the form's summary takes it instead.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<EnrolStep>(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    const fromSubmitting = shownStep.current === 'submitting' && state.step !== 'enrolled';
    shownStep.current = state.step;
    if (!fromSubmitting) heading.current?.focus();
  }, [state.step]);
  // The block is in the basket, holding the place: it is paid there (docs/decisions/0599).
  useEffect(() => {
    if (state.step === 'blockAdded') navigate(BASKET_PATH);
  }, [state.step, navigate]);

  if (!classId || lessonClass.error) return lessonClass.error ? <FullPageError /> : <NotFoundPage />;
  if (!lessonClass.data || !lessons.data || !directDebit.data)
    return lessons.error || directDebit.error ? <FullPageError /> : <Spinner label="Loading" />;

  const detail = lessonClass.data;
  const instruction = directDebit.data.instruction;
  const needsBillingAddress =
    venues.data?.find((venue) => venue.slug === detail.venue.slug)?.ddProviderNeedsBillingAddress ?? false;
  const learnerId = state.step === 'enrolled' || state.step === 'blockAdded' ? null : state.learnerId;
  const learner = lessons.data.learners.find((candidate) => candidate.id === learnerId);
  const counted = stepNumbers(state);
  const className = `${detail.level.name}, ${whenText(detail)}`;

  return (
    <>
      <PageBreadcrumbs
        items={[
          { label: 'Lessons', href: LESSONS_PATH },
          { label: className, href: lessonClassPath(detail.id) },
          { label: 'Enrol' },
        ]}
      />
      <PageHeading>Enrol in {className}</PageHeading>
      <Intro>
        {detail.venue.name}, {detail.area}. {detail.monthlyPrice.formatted} a month by Direct Debit
        {detail.cardBlock
          ? `, or ${detail.cardBlock.price.formatted} by card for ${detail.cardBlock.name.toLowerCase()}`
          : ''}
        .
      </Intro>
      <Panel>
        {counted && (
          <StepCount>
            Step {counted.step} of {counted.of}
          </StepCount>
        )}
        <StepHeading ref={heading} tabIndex={-1}>
          {state.step === 'enrolled'
            ? `${state.place.learner.firstName} is enrolled in ${detail.level.name}`
            : headings[state.step]}
        </StepHeading>
        {state.step === 'learner' && (
          <LearnerStep
            learners={lessons.data.learners}
            chosen={state.learnerId}
            refusal={state.refusal ? (state.refusal.fieldMessages.learnerId?.[0] ?? state.refusal.message) : undefined}
            onChoose={(id) =>
              send({
                type: 'chooseLearner',
                learnerId: id,
                hasMandate: instruction !== null,
                cardBlock: detail.cardBlock !== null,
              })
            }
          />
        )}
        {(state.step === 'payment' || state.step === 'addingBlock') && detail.cardBlock && (
          <PaymentStep
            lessonClass={detail}
            cardBlock={detail.cardBlock}
            refusal={state.refusal}
            queueOpen={enrolmentGate(enrolmentDay.day) !== null}
            busy={state.step === 'addingBlock'}
            onChoose={(method) =>
              method === 'card' ? void payByCard() : send({ type: 'choosePayment', method: 'directDebit' })
            }
          />
        )}
        {state.step === 'bankDetails' && (
          <BankDetailsStep
            mandate={state.mandate}
            needsBillingAddress={needsBillingAddress}
            serverMessages={state.refusal?.fieldMessages}
            onEntered={(mandate) => send({ type: 'bankDetailsEntered', mandate })}
          />
        )}
        {state.step === 'checkBankDetails' && (
          <DirectDebitConfirmation
            details={state.mandate.details}
            operator={operator}
            continueLabel="Continue"
            editLabel="Change bank details"
            onEdit={() => send({ type: 'editBankDetails' })}
            onContinue={() => send({ type: 'confirmBankDetails' })}
          />
        )}
        {(state.step === 'review' || state.step === 'submitting') && (
          <ReviewStep
            lessonClass={detail}
            learner={learner}
            instruction={state.hasMandate ? instruction : null}
            newMandate={state.hasMandate ? null : state.mandate}
            refusal={state.refusal}
            queueOpen={enrolmentGate(enrolmentDay.day) !== null}
            busy={state.step === 'submitting'}
            onConfirm={() => void submit()}
            onChangeLearner={() => send({ type: 'changeLearner' })}
            onChangeBankDetails={state.hasMandate ? undefined : () => send({ type: 'editBankDetails' })}
            onChangePayment={state.cardBlock ? () => send({ type: 'changePayment' }) : undefined}
          />
        )}
        {state.step === 'enrolled' && <EnrolledStep place={state.place} />}
      </Panel>
    </>
  );
}
