import type { RefObject } from 'react';
import type { SavedCard } from '@leisure/api-contract/browser';
import { useDeleteSavedCardMutation } from '@leisure/api-client/endpoints/savedCardsApi';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { ConfirmDialog, type ConfirmOutcome } from '@leisure/ui';
import { cardName } from '../paymentLabels.ts';

export interface DeleteCardDialogProps {
  card: SavedCard;
  /** Where focus goes once the card (and so its Delete button) is gone. */
  afterDeleteFocusRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/**
 * "Delete your Visa card ending 4242?": an alertdialog whose first focus is the safe answer, Keep card. Deleting
 * says so in a toast and the list updates (the card list's cache is invalidated).
 */
export function DeleteCardDialog({ card, afterDeleteFocusRef, onClose }: DeleteCardDialogProps) {
  const dispatch = useAppDispatch();
  const [deleteCard] = useDeleteSavedCardMutation();
  const name = cardName(card);

  async function confirm(): Promise<ConfirmOutcome> {
    const result = await deleteCard({ params: { id: card.id } });
    if ('error' in result) {
      dispatch(showToast({ content: `We couldn’t delete your ${name}. Please try again.`, type: 'danger' }));
      return 'failed';
    }
    dispatch(showToast({ content: `${name} deleted.`, type: 'success' }));
    return 'done';
  }

  return (
    <ConfirmDialog
      title={`Delete your ${name}?`}
      confirm={{ label: 'Delete card', name: `Delete card, ${name}`, onConfirm: confirm }}
      keepLabel="Keep card"
      afterDoneFocusRef={afterDeleteFocusRef}
      onClose={onClose}
    >
      <p>
        You won’t be able to pay with it without entering its details again. Payments already made with it are not
        affected.
      </p>
    </ConfirmDialog>
  );
}
