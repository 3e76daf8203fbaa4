import type { RefObject } from 'react';
import type { LessonPlace } from '@leisure/api-contract/browser';
import { isApiError } from '@leisure/api-client';
import { useDeclineLessonOfferMutation } from '@leisure/api-client/endpoints/lessonsApi';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { ConfirmDialog, type ConfirmOutcome } from '@leisure/ui';

export interface DeclineOfferDialogProps {
  place: LessonPlace;
  learnerName: string;
  afterDoneFocusRef: RefObject<HTMLElement | null>;
  onClose: () => void;
  onDeclined?: () => void;
}

/**
 * Turning an offer down (docs/decisions/0591): the place goes to the next in line; a waiting-list offer takes the
 * learner out of line, a move-up keeps their class.
 */
export function DeclineOfferDialog({
  place,
  learnerName,
  afterDoneFocusRef,
  onClose,
  onDeclined,
}: DeclineOfferDialogProps) {
  const dispatch = useAppDispatch();
  const [decline, { isLoading }] = useDeclineLessonOfferMutation();
  const moveUp = place.offer?.kind === 'move-up';
  const className = place.class?.name ?? place.level.name;

  async function confirm(): Promise<ConfirmOutcome> {
    const result = await decline({ params: { id: place.id } });
    if ('error' in result) {
      const reason = isApiError(result.error) ? ` ${result.error.message}` : ' Please try again.';
      dispatch(showToast({ content: `We couldn’t decline the offer.${reason}`, type: 'danger' }));
      return 'failed';
    }
    dispatch(showToast({ content: `You declined ${className} for ${learnerName}.`, type: 'success' }));
    onDeclined?.();
    return 'done';
  }

  return (
    <ConfirmDialog
      title={`Decline ${className} for ${learnerName}?`}
      confirm={{
        label: 'Yes, decline',
        name: `Yes, decline the offer for ${learnerName}`,
        busy: isLoading,
        onConfirm: confirm,
      }}
      keepLabel="Keep the offer"
      afterDoneFocusRef={afterDoneFocusRef}
      onClose={onClose}
    >
      <p>
        {moveUp
          ? `${learnerName} stays in their class for now, and the place goes to the next in line.`
          : `The place goes to the next in line, and ${learnerName} leaves the waiting list.`}
      </p>
    </ConfirmDialog>
  );
}
