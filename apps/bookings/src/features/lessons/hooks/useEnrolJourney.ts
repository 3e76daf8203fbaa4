import { useCallback, useRef, useState } from 'react';
import { useEnrolInLessonClassMutation } from '@leisure/api-client/endpoints/lessonsApi';
import { useAddToCartMutation } from '@leisure/api-client/endpoints/cartChangesApi';
import { enrolReducer, initialEnrolState, type EnrolEvent, type EnrolState } from '../enrol/enrolMachine.ts';
import { enrolBody, refusalOf } from '../enrol/enrolRequests.ts';

/**
 * The enrolment journey's machine (enrol/enrolMachine.ts) and the calls it makes (enrolling, or a block by card into
 * the basket). `send` answers whether the
 * machine took the event; the call is made only when `submit` moved it to `submitting`, so a second press sends
 * nothing (docs/decisions/0011's rule, here for enrolling).
 */
export function useEnrolJourney(classId: number) {
  const [state, setState] = useState<EnrolState>(initialEnrolState);
  const current = useRef(state);
  const [enrol] = useEnrolInLessonClassMutation();
  const [addToCart] = useAddToCartMutation();

  const send = useCallback((event: EnrolEvent): boolean => {
    const next = enrolReducer(current.current, event);
    if (next === current.current) return false;
    current.current = next;
    setState(next);
    return true;
  }, []);

  const submit = useCallback(async () => {
    if (!send({ type: 'submit' })) return;
    const submitting = current.current;
    if (submitting.step !== 'submitting') return;
    const result = await enrol({ body: enrolBody(classId, submitting) });
    if ('error' in result) send({ type: 'refused', refusal: refusalOf(result.error) });
    else send({ type: 'enrolled', place: result.data });
  }, [classId, enrol, send]);

  /** Paying by card: the block goes in the basket, which holds the place (docs/decisions/0599). */
  const payByCard = useCallback(async () => {
    if (!send({ type: 'choosePayment', method: 'card' })) return;
    const adding = current.current;
    if (adding.step !== 'addingBlock') return;
    const result = await addToCart({
      body: { items: [{ type: 'lessonBlock', classId, learnerId: adding.learnerId }] },
    });
    if ('error' in result) send({ type: 'refused', refusal: refusalOf(result.error) });
    else send({ type: 'blockAdded' });
  }, [addToCart, classId, send]);

  return { state, send, submit, payByCard };
}
