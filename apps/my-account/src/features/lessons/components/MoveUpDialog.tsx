import { useRef, useState, type RefObject } from 'react';
import type { LessonPlace } from '@leisure/api-contract/browser';
import { isApiError } from '@leisure/api-client';
import { useAcceptLessonMoveUpMutation } from '@leisure/api-client/endpoints/lessonsApi';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { Button, ButtonRow, Modal } from '@leisure/ui';
import { classWhereAndWhen, lessonDayText } from '../lessonLabels.ts';
import { Banner } from './lessonsStyles.ts';

export interface MoveUpDialogProps {
  place: LessonPlace;
  learnerName: string;
  afterDoneFocusRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/**
 * The second of a move-up's two taps (docs/decisions/0595): the new class, the last old lesson and the first new one,
 * and Confirm, which has focus so the tap lands on it. The payment carries on unchanged (0592).
 */
export function MoveUpDialog({ place, learnerName, afterDoneFocusRef, onClose }: MoveUpDialogProps) {
  const dispatch = useAppDispatch();
  const [accept, { isLoading }] = useAcceptLessonMoveUpMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const banner = useRef<HTMLParagraphElement>(null);
  const { offer } = place;

  async function confirm() {
    setRefusal(null);
    const result = await accept({ params: { id: place.id } });
    if ('error' in result) {
      setRefusal(isApiError(result.error) ? result.error.message : 'Something went wrong. Please try again.');
      requestAnimationFrame(() => banner.current?.focus());
      return;
    }
    const first = result.data.firstLessonOn;
    const from = first ? ` from ${lessonDayText(first)}` : '';
    dispatch(showToast({ content: `${learnerName} moves up to ${place.level.name}${from}.`, type: 'success' }));
    returnFocusRef.current = afterDoneFocusRef.current;
    onClose();
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={`Move ${learnerName} up to ${place.level.name}?`}
      initialFocusRef={confirmRef}
      returnFocusRef={returnFocusRef}
      footer={
        <ButtonRow>
          <Button ref={confirmRef} onClick={confirm} busy={isLoading} aria-label={`Confirm move up for ${learnerName}`}>
            Confirm
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Not now
          </Button>
        </ButtonRow>
      }
    >
      {refusal && (
        <Banner ref={banner} tabIndex={-1} role="alert">
          {refusal}
        </Banner>
      )}
      <p>{`${place.class?.name ?? place.level.name}: ${classWhereAndWhen(place)}`}</p>
      {offer?.lastOldLessonOn && <p>{`Last lesson in the current class: ${lessonDayText(offer.lastOldLessonOn)}.`}</p>}
      {offer?.firstLessonOn && <p>{`First lesson in the new class: ${lessonDayText(offer.firstLessonOn)}.`}</p>}
      <p>The monthly Direct Debit carries on as it is.</p>
    </Modal>
  );
}
