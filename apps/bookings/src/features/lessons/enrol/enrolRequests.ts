import type { EnrolInLessonBody } from '@leisure/api-contract/browser';
import { isApiError } from '@leisure/api-client';
import { toMembershipBankDetails } from '@leisure/direct-debit';
import type { EnrolState, Refusal } from './enrolMachine.ts';

/** The enrolment request for the journey as it stands at `submitting` (docs/decisions/0592). */
export function enrolBody(classId: number, state: Extract<EnrolState, { step: 'submitting' }>): EnrolInLessonBody {
  const body: EnrolInLessonBody = { classId, learnerId: state.learnerId, paymentMethod: 'directDebit' };
  if (state.hasMandate || !state.mandate) return body;
  return {
    ...body,
    bankDetails: toMembershipBankDetails(state.mandate.details),
    billingDay: state.mandate.billingDay,
  };
}

/** Any failed call as the machine's refusal: the server's words, its field messages, or a retry for no answer. */
export function refusalOf(error: unknown): Refusal {
  if (isApiError(error))
    return { status: error.status, message: error.message, fieldMessages: error.validationMessages };
  return { status: 0, message: 'Something went wrong. Please try again.', fieldMessages: {} };
}
