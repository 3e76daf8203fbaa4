import type { DirectDebitInstruction, LessonClassDetail, LessonLearner } from '@leisure/api-contract/browser';
import { formatSortCode, type BankDetails } from '@leisure/direct-debit';
import { Button, DefinitionList } from '@leisure/ui';
import type { Refusal } from '../enrol/enrolMachine.ts';
import { monthlyText, ordinal, whenText } from '../rules/lessonLabels.ts';
import { EnrolRefusal } from './EnrolRefusal.tsx';
import { Actions } from './lessonStyles.ts';

export interface ReviewStepProps {
  lessonClass: LessonClassDetail;
  learner: LessonLearner | undefined;
  /** The payer's Direct Debit, when they have one; else the new one's details. */
  instruction: DirectDebitInstruction | null;
  newMandate: { details: BankDetails; billingDay: number } | null;
  refusal: Refusal | null;
  /** The class's term has its enrolment day on: a 409 means the queue has not let the caller in (yet). */
  queueOpen: boolean;
  busy: boolean;
  onConfirm: () => void;
  onChangeLearner: () => void;
  onChangeBankDetails: (() => void) | undefined;
  /** Back to choosing how to pay, where the class sells a block by card too (docs/decisions/0599). */
  onChangePayment?: (() => void) | undefined;
}

const ending = (accountNumber: string) => accountNumber.replace(/\*/g, '').slice(-4);

/**
 * The last step: what is being bought and how it is paid; a refusal (the class filled, or on enrolment day the queue
 * has not let the caller in: 409) shows here, with the way on.
 */
export function ReviewStep(props: ReviewStepProps) {
  const { lessonClass, learner, instruction, newMandate, refusal, queueOpen } = props;
  const payment = instruction
    ? `Your Direct Debit from the account ending ${ending(instruction.accountNumberMasked)} (sort code ${formatSortCode(instruction.sortCode)}), collected on the ${ordinal(instruction.billingDay)} of each month`
    : newMandate
      ? `A new Direct Debit from the account ending ${ending(newMandate.details.accountNumber)} (sort code ${formatSortCode(newMandate.details.sortCode)}), collected on the ${ordinal(newMandate.billingDay)} of each month`
      : '';
  return (
    <>
      <EnrolRefusal classId={lessonClass.id} refusal={refusal} queueOpen={queueOpen} />
      <DefinitionList
        aria-label="Your enrolment"
        items={[
          { label: 'Class', value: `${lessonClass.level.name}, ${whenText(lessonClass)}` },
          { label: 'Venue', value: `${lessonClass.venue.name}, ${lessonClass.area}` },
          learner && { label: 'Learner', value: `${learner.firstName} ${learner.lastName}` },
          { label: 'Price', value: monthlyText(lessonClass) },
          { label: 'Payment', value: payment },
        ]}
      />
      <p>
        Your first collection pays for the lessons from the first one up to it, pro rata, and the month after. You can
        leave with a month’s notice.
      </p>
      <Actions>
        <Button busy={props.busy} onClick={props.onConfirm}>
          Confirm and enrol
        </Button>
        <Button variant="secondary" onClick={props.onChangeLearner}>
          Change learner
        </Button>
        {props.onChangePayment && (
          <Button variant="secondary" onClick={props.onChangePayment}>
            Pay another way
          </Button>
        )}
        {props.onChangeBankDetails && (
          <Button variant="secondary" onClick={props.onChangeBankDetails}>
            Change bank details
          </Button>
        )}
      </Actions>
    </>
  );
}
