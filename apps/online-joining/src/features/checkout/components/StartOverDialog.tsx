import { useState } from 'react';
import { Button, Modal } from '@leisure/ui';

export interface StartOverDialogProps {
  open: boolean;
  onStay: () => void;
  /** Clears the basket and the selection, then leaves (docs/product/joining.md D13). */
  onLeave: () => Promise<void>;
}

/** docs/product/joining.md §2 "Cancel selection and start over": a warning before the basket is thrown away. */
export function StartOverDialog({ open, onStay, onLeave }: StartOverDialogProps) {
  const [leaving, setLeaving] = useState(false);
  async function leave() {
    setLeaving(true);
    try {
      await onLeave();
    } finally {
      setLeaving(false);
    }
  }
  return (
    <Modal
      open={open}
      onClose={onStay}
      size="small"
      title="Are you sure you want to leave this screen?"
      footer={
        <>
          <Button onClick={onStay}>Continue with my purchase</Button>
          <Button variant="secondary" busy={leaving} onClick={leave}>
            Leave this screen
          </Button>
        </>
      }
    >
      <p>Your membership will be taken out of your basket and your choices cleared. You have not been charged.</p>
    </Modal>
  );
}
