import { useRef, useState } from 'react';
import { useBasketActions } from '@leisure/basket';
import { Button, ButtonRow, Modal } from '@leisure/ui';
import { focusBasketAfterRemoval } from '../hooks/focusBasket.ts';

/**
 * "Empty basket" asks first (docs/product/bookings.md D22); once confirmed the basket is discarded and the toast
 * says "Successfully cleared order" (cartApi). It is never disabled: opening the question changes nothing, and "Yes,
 * empty basket" stays busy while the basket is discarded (docs/decisions/0017).
 */
export function EmptyBasketButton() {
  const [asking, setAsking] = useState(false);
  const { discard } = useBasketActions();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        Empty basket
      </Button>
      <Modal
        open={asking}
        onClose={() => setAsking(false)}
        title="Empty your basket?"
        initialFocusRef={cancelRef}
        footer={
          <ButtonRow>
            <Button
              variant="danger"
              onClick={async () => {
                const emptied = await discard();
                setAsking(false);
                if (emptied) focusBasketAfterRemoval();
              }}
            >
              Yes, empty basket
            </Button>
            <Button ref={cancelRef} variant="secondary" onClick={() => setAsking(false)}>
              Keep my basket
            </Button>
          </ButtonRow>
        }
      >
        <p>Every item is removed and its place released for others to book.</p>
      </Modal>
    </>
  );
}
