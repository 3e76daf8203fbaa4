import type { LessonPlace } from '@leisure/api-contract/browser';
import type { BankDetails } from '@leisure/direct-debit';

/**
 * Enrolling in a class (docs/decisions/0594-lessons-in-bookings.md), one machine as joining's card payment is
 * (docs/decisions/0011): a union on `step`, each holding only what it needs, and one pure reducer. An event that does
 * not apply returns the same state object, which is how the page knows to send nothing.
 *
 *   learner ──chooseLearner──▶ bankDetails (no Direct Debit yet) ──bankDetailsEntered──▶ checkBankDetails ─┐
 *      │                              ▲ editBankDetails / 422 on bank details ◀───────────────────────────┤
 *      └──chooseLearner (payer has a Direct Debit)──▶ review ◀──confirmBankDetails────────────────────────┘
 *   review ──submit──▶ submitting ──enrolled──▶ enrolled
 *                         └──refused──▶ review (409: full, already placed), learner (403, 422 on the learner),
 *                                       bankDetails (422 on bank details or billing day)
 *
 *   When the class sells a block by card (docs/decisions/0599), choosing the learner opens `payment` first:
 *   payment ──choosePayment directDebit──▶ bankDetails or review, as above (changePayment comes back)
 *   payment ──choosePayment card──▶ addingBlock ──blockAdded──▶ blockAdded (the basket takes over)
 *                                      └──refused──▶ payment (409: full, queue), learner (403, 422 on the learner)
 *
 * Everything typed is carried through every step and back, so a refusal loses nothing.
 */

/** A new Direct Debit: the bank details as the shared form handed them on, and the day collections are made. */
export interface NewMandate {
  details: BankDetails;
  billingDay: number;
}

/** Where a refusal is shown: its message, and field messages keyed as the step's form keys them. */
export interface Refusal {
  status: number;
  message: string;
  fieldMessages: Record<string, string[]>;
}

interface Carried {
  learnerId: number | null;
  /** The payer already has a Direct Debit: it is used and no bank details are asked for (docs/decisions/0592). */
  hasMandate: boolean;
  /** The new mandate's details, kept once entered (also when the payer goes back to change the learner). */
  mandate: NewMandate | null;
  /** Where the payer was when a refusal sent them back, so they see it there. */
  refusal: Refusal | null;
  /** The class sells a block by card, so the payer chooses how to pay (docs/decisions/0599). */
  cardBlock: boolean;
}

export type EnrolState =
  | ({ step: 'learner' } & Carried)
  | ({ step: 'bankDetails'; learnerId: number } & Omit<Carried, 'learnerId'>)
  | ({ step: 'checkBankDetails'; learnerId: number; mandate: NewMandate } & Omit<Carried, 'learnerId' | 'mandate'>)
  | ({ step: 'review'; learnerId: number } & Omit<Carried, 'learnerId'>)
  | ({ step: 'submitting'; learnerId: number } & Omit<Carried, 'learnerId' | 'refusal'> & { refusal: null })
  | { step: 'enrolled'; place: LessonPlace }
  | ({ step: 'payment'; learnerId: number } & Omit<Carried, 'learnerId'>)
  | ({ step: 'addingBlock'; learnerId: number } & Omit<Carried, 'learnerId' | 'refusal'> & { refusal: null })
  | { step: 'blockAdded' };

export type EnrolStep = EnrolState['step'];

export type EnrolEvent =
  | { type: 'chooseLearner'; learnerId: number; hasMandate: boolean; cardBlock?: boolean }
  | { type: 'choosePayment'; method: 'directDebit' | 'card' }
  | { type: 'changePayment' }
  | { type: 'blockAdded' }
  | { type: 'bankDetailsEntered'; mandate: NewMandate }
  | { type: 'editBankDetails' }
  | { type: 'confirmBankDetails' }
  | { type: 'changeLearner' }
  | { type: 'submit' }
  | { type: 'enrolled'; place: LessonPlace }
  | { type: 'refused'; refusal: Refusal };

export const initialEnrolState: EnrolState = {
  step: 'learner',
  learnerId: null,
  hasMandate: false,
  mandate: null,
  refusal: null,
  cardBlock: false,
};

/** The server's 422 keys for bank details (`bankDetails.accountDetails.sortCode`) as the shared form keys them. */
function bankFieldMessages(messages: Record<string, string[]>): Record<string, string[]> | null {
  const bank: Record<string, string[]> = {};
  for (const [key, list] of Object.entries(messages)) {
    if (key.startsWith('bankDetails.')) bank[key.slice('bankDetails.'.length)] = list;
    else if (key === 'billingDay') bank.billingDay = list;
  }
  return Object.keys(bank).length > 0 ? bank : null;
}

/** Where a refusal belongs: the step whose choice the server turned down. */
function afterRefusal(
  state: Extract<EnrolState, { step: 'submitting' | 'addingBlock' }>,
  refusal: Refusal,
): EnrolState {
  const carried = { hasMandate: state.hasMandate, mandate: state.mandate, cardBlock: state.cardBlock };
  if (state.step === 'addingBlock') {
    const learnerRefused =
      refusal.status === 403 || Object.keys(refusal.fieldMessages).some((key) => /learnerId$/.test(key));
    return { step: learnerRefused ? 'learner' : 'payment', learnerId: state.learnerId, ...carried, refusal };
  }
  const bank = refusal.status === 422 ? bankFieldMessages(refusal.fieldMessages) : null;
  if (bank && !state.hasMandate)
    return {
      step: 'bankDetails',
      learnerId: state.learnerId,
      ...carried,
      refusal: { ...refusal, fieldMessages: bank },
    };
  if (refusal.status === 403 || (refusal.status === 422 && refusal.fieldMessages.learnerId))
    return { step: 'learner', learnerId: state.learnerId, ...carried, refusal };
  return { step: 'review', learnerId: state.learnerId, ...carried, refusal };
}

export function enrolReducer(state: EnrolState, event: EnrolEvent): EnrolState {
  switch (event.type) {
    case 'chooseLearner': {
      if (state.step !== 'learner') return state;
      const cardBlock = event.cardBlock ?? false;
      if (cardBlock)
        return {
          step: 'payment',
          learnerId: event.learnerId,
          hasMandate: event.hasMandate,
          mandate: state.mandate,
          refusal: null,
          cardBlock,
        };
      return directDebitStep(event.learnerId, event.hasMandate, state.mandate, false);
    }
    case 'choosePayment':
      if (state.step !== 'payment') return state;
      if (event.method === 'card') return { ...state, step: 'addingBlock', refusal: null };
      return directDebitStep(state.learnerId, state.hasMandate, state.mandate, true);
    case 'changePayment':
      if (state.step !== 'bankDetails' && state.step !== 'checkBankDetails' && state.step !== 'review') return state;
      if (!state.cardBlock) return state;
      return { ...state, step: 'payment', refusal: null };
    case 'blockAdded':
      if (state.step !== 'addingBlock') return state;
      return { step: 'blockAdded' };
    case 'bankDetailsEntered':
      if (state.step !== 'bankDetails') return state;
      return { ...state, step: 'checkBankDetails', mandate: event.mandate, refusal: null };
    case 'editBankDetails':
      if (state.step !== 'checkBankDetails' && state.step !== 'review') return state;
      if (state.hasMandate) return state;
      return { ...state, step: 'bankDetails', refusal: null };
    case 'confirmBankDetails':
      if (state.step !== 'checkBankDetails') return state;
      return { ...state, step: 'review', refusal: null };
    case 'changeLearner':
      if (state.step === 'learner' || state.step === 'submitting' || state.step === 'enrolled') return state;
      if (state.step === 'addingBlock' || state.step === 'blockAdded') return state;
      return { ...state, step: 'learner', refusal: null };
    case 'submit':
      if (state.step !== 'review') return state;
      if (!state.hasMandate && !state.mandate) return state;
      return { ...state, step: 'submitting', refusal: null };
    case 'enrolled':
      if (state.step !== 'submitting') return state;
      return { step: 'enrolled', place: event.place };
    case 'refused':
      if (state.step !== 'submitting' && state.step !== 'addingBlock') return state;
      return afterRefusal(state, event.refusal);
  }
}

/** Paying by Direct Debit: the mandate the payer has (review), or bank details for a new one. */
function directDebitStep(
  learnerId: number,
  hasMandate: boolean,
  mandate: NewMandate | null,
  cardBlock: boolean,
): EnrolState {
  return hasMandate
    ? { step: 'review', learnerId, hasMandate: true, mandate: null, refusal: null, cardBlock }
    : { step: 'bankDetails', learnerId, hasMandate: false, mandate, refusal: null, cardBlock };
}

/**
 * The steps the page counts ("Step 2 of 3"): bank details and their check are one step; choosing how to pay is one
 * when the class sells a block by card (paying by card then goes on in the basket).
 */
export function stepNumbers(state: EnrolState): { step: number; of: number } | null {
  if (state.step === 'enrolled' || state.step === 'blockAdded') return null;
  const choice = state.cardBlock ? 1 : 0;
  const of = choice + (state.hasMandate ? 2 : 3);
  if (state.step === 'learner') return { step: 1, of };
  if (state.step === 'payment' || state.step === 'addingBlock') return { step: 2, of };
  if (state.step === 'bankDetails' || state.step === 'checkBankDetails') return { step: 2 + choice, of };
  return { step: of, of };
}
