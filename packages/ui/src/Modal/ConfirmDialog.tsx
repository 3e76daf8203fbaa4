import { useRef, type ReactNode, type RefObject } from 'react';
import { Button } from '../Button/Button.tsx';
import { ButtonRow } from '../Button/buttonRow.ts';
import { AlertDialog } from './Modal.tsx';

/**
 * How a confirmed answer ended: `done` (what was confirmed is gone, so focus goes to `afterDoneFocusRef`), `failed`
 * (the dialog closes and focus goes back to the opener) or `stays` (the dialog stays open to say why).
 */
export type ConfirmOutcome = 'done' | 'failed' | 'stays';

export interface ConfirmDialogProps {
  /** The question, which names the dialog: "Delete your Visa card ending 4242?". */
  title: string;
  children: ReactNode;
  /** The answer that goes ahead; left out once it can no longer be given. */
  confirm?: {
    label: string;
    /** The button's name where its text alone is not enough. */
    name?: string;
    /** A request is in flight: the button stays focusable and ignores presses (never `disabled`, 0017). */
    busy?: boolean;
    onConfirm: () => Promise<ConfirmOutcome>;
  };
  /** The safe answer ("Keep card"): it has focus first and closes the dialog. */
  keepLabel: string;
  /** Where focus goes once the thing confirmed (and so the button that opened the dialog) is gone. */
  afterDoneFocusRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/**
 * An alertdialog that asks before something that cannot be undone (cancel a booking, delete a card): the safe answer
 * has focus first; after the change focus goes where the page goes on, not to a button that has left it. The answer
 * that goes ahead is the danger button (docs/decisions/0017).
 */
export function ConfirmDialog({ title, children, confirm, keepLabel, afterDoneFocusRef, onClose }: ConfirmDialogProps) {
  const keepRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  async function answerYes(onConfirm: () => Promise<ConfirmOutcome>) {
    const outcome = await onConfirm();
    if (outcome === 'stays') return;
    if (outcome === 'done') returnFocusRef.current = afterDoneFocusRef.current;
    onClose();
  }

  return (
    <AlertDialog
      open
      onClose={onClose}
      title={title}
      initialFocusRef={keepRef}
      returnFocusRef={returnFocusRef}
      footer={
        <ButtonRow>
          {confirm && (
            <Button
              variant="danger"
              onClick={() => answerYes(confirm.onConfirm)}
              busy={confirm.busy}
              aria-label={confirm.name}
            >
              {confirm.label}
            </Button>
          )}
          <Button ref={keepRef} variant="secondary" onClick={onClose}>
            {keepLabel}
          </Button>
        </ButtonRow>
      }
    >
      {children}
    </AlertDialog>
  );
}
