import { describe, expect, it } from 'vitest';
import type { LessonPlace } from '@leisure/api-contract/browser';
import {
  enrolReducer,
  initialEnrolState,
  stepNumbers,
  type EnrolEvent,
  type EnrolState,
} from '../../src/features/lessons/enrol/enrolMachine.ts';

const details = { accountHolder: 'Sam Patel', sortCode: '089999', accountNumber: '66374958', ddTermsAccepted: true };
const mandate = { details, billingDay: 15 };
const run = (events: EnrolEvent[], from: EnrolState = initialEnrolState) => events.reduce(enrolReducer, from);
const toReview: EnrolEvent[] = [
  { type: 'chooseLearner', learnerId: 7, hasMandate: false },
  { type: 'bankDetailsEntered', mandate },
  { type: 'confirmBankDetails' },
];

describe('the enrolment machine (docs/decisions/0594, after 0011)', () => {
  it('goes learner → bank details → check → review → submitting → enrolled, counting three steps', () => {
    const review = run(toReview);
    expect(review).toMatchObject({ step: 'review', learnerId: 7, mandate });
    expect(stepNumbers(review)).toEqual({ step: 3, of: 3 });
    const submitting = enrolReducer(review, { type: 'submit' });
    expect(submitting.step).toBe('submitting');
    const place = { id: 1 } as LessonPlace;
    expect(enrolReducer(submitting, { type: 'enrolled', place })).toEqual({ step: 'enrolled', place });
  });

  it('with a Direct Debit already: learner → review, two steps, no bank details to edit', () => {
    const review = run([{ type: 'chooseLearner', learnerId: 7, hasMandate: true }]);
    expect(review.step).toBe('review');
    expect(stepNumbers(review)).toEqual({ step: 2, of: 2 });
    expect(enrolReducer(review, { type: 'editBankDetails' })).toBe(review);
  });

  it('an event that does not apply returns the same state: a second submit sends nothing', () => {
    const submitting = run([...toReview, { type: 'submit' }]);
    expect(enrolReducer(submitting, { type: 'submit' })).toBe(submitting);
    expect(enrolReducer(initialEnrolState, { type: 'confirmBankDetails' })).toBe(initialEnrolState);
    expect(enrolReducer(initialEnrolState, { type: 'enrolled', place: {} as LessonPlace })).toBe(initialEnrolState);
  });

  it.each([
    ['409 (full)', { status: 409, message: 'Full', fieldMessages: { classId: ['Full'] } }, 'review', undefined],
    ['403', { status: 403, message: 'Not yours', fieldMessages: { learnerId: ['Not yours'] } }, 'learner', undefined],
    [
      '422 on the learner',
      { status: 422, message: 'Too old', fieldMessages: { learnerId: ['Too old'] } },
      'learner',
      undefined,
    ],
    [
      '422 on the bank details',
      { status: 422, message: 'Check', fieldMessages: { 'bankDetails.accountDetails.sortCode': ['Bad'] } },
      'bankDetails',
      { 'accountDetails.sortCode': ['Bad'] },
    ],
  ])('a refusal, %s, goes back to where it happened with everything kept', (_name, refusal, step, fields) => {
    const after = run([...toReview, { type: 'submit' }, { type: 'refused', refusal }]);
    expect(after).toMatchObject({ step, learnerId: 7, mandate });
    if (after.step !== 'enrolled') expect(after.refusal?.fieldMessages).toEqual(fields ?? refusal.fieldMessages);
  });
});
