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
    if (after.step !== 'enrolled' && after.step !== 'blockAdded')
      expect(after.refusal?.fieldMessages).toEqual(fields ?? refusal.fieldMessages);
  });
});

describe('choosing how to pay where the class sells a block by card (docs/decisions/0599)', () => {
  const toPayment: EnrolEvent[] = [{ type: 'chooseLearner', learnerId: 7, hasMandate: false, cardBlock: true }];

  it.each([
    ['learner chosen: how to pay', toPayment, 'payment', { step: 2, of: 4 }],
    [
      'monthly, no Direct Debit yet: bank details',
      [...toPayment, { type: 'choosePayment', method: 'directDebit' } as const],
      'bankDetails',
      { step: 3, of: 4 },
    ],
    [
      'monthly with a Direct Debit: confirm',
      [
        { type: 'chooseLearner', learnerId: 7, hasMandate: true, cardBlock: true } as const,
        { type: 'choosePayment', method: 'directDebit' } as const,
      ],
      'review',
      { step: 3, of: 3 },
    ],
    [
      'by card: adding the block',
      [...toPayment, { type: 'choosePayment', method: 'card' } as const],
      'addingBlock',
      { step: 2, of: 4 },
    ],
    [
      'by card, added: the basket takes over',
      [...toPayment, { type: 'choosePayment', method: 'card' } as const, { type: 'blockAdded' } as const],
      'blockAdded',
      null,
    ],
  ] as [string, EnrolEvent[], string, { step: number; of: number } | null][])('%s', (_, events, step, counted) => {
    const state = run(events);
    expect(state.step).toBe(step);
    expect(stepNumbers(state)).toEqual(counted);
  });

  it('"Pay another way" goes back from bank details or confirm, keeping the bank details typed', () => {
    const review = run([...toPayment, { type: 'choosePayment', method: 'directDebit' }, ...toReview.slice(1)]);
    expect(review).toMatchObject({ step: 'review', mandate });
    const back = enrolReducer(review, { type: 'changePayment' });
    expect(back).toMatchObject({ step: 'payment', mandate });
    expect(enrolReducer(run(toReview), { type: 'changePayment' }).step).toBe('review');
  });

  it.each([
    [
      'full (409): back to how to pay, with the message',
      { status: 409, message: 'Full', fieldMessages: {} },
      'payment',
    ],
    [
      'not their learner (403): back to the learner',
      { status: 403, message: 'No', fieldMessages: { 'items.0.learnerId': ['No'] } },
      'learner',
    ],
  ])('a refusal to add the block, %s', (_, refusal, step) => {
    const adding = run([...toPayment, { type: 'choosePayment', method: 'card' }]);
    const after = enrolReducer(adding, { type: 'refused', refusal });
    expect(after).toMatchObject({ step, learnerId: 7, refusal });
    expect(enrolReducer(adding, { type: 'choosePayment', method: 'card' })).toBe(adding);
  });
});
