import { useRef, type RefObject } from 'react';
import styled from 'styled-components';
import type { SavedCard } from '@leisure/api-contract/browser';
import { useDeleteSavedCardMutation } from '@leisure/api-client/endpoints/savedCardsApi';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { AlertDialog, Button } from '@leisure/ui';
import { cardName } from '../paymentLabels.ts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.s};
`;

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
  const keepRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const name = cardName(card);

  async function confirm() {
    const result = await deleteCard({ params: { id: card.id } });
    if ('error' in result) {
      dispatch(showToast({ content: `We couldn’t delete your ${name}. Please try again.`, type: 'danger' }));
      onClose();
      return;
    }
    returnFocusRef.current = afterDeleteFocusRef.current;
    dispatch(showToast({ content: `${name} deleted.`, type: 'success' }));
    onClose();
  }

  return (
    <AlertDialog
      open
      onClose={onClose}
      title={`Delete your ${name}?`}
      initialFocusRef={keepRef}
      returnFocusRef={returnFocusRef}
      footer={
        <Actions>
          <Button onClick={confirm} aria-label={`Delete card, ${name}`}>
            Delete card
          </Button>
          <Button ref={keepRef} variant="secondary" onClick={onClose}>
            Keep card
          </Button>
        </Actions>
      }
    >
      <p>
        You won’t be able to pay with it without entering its details again. Payments already made with it are not
        affected.
      </p>
    </AlertDialog>
  );
}
