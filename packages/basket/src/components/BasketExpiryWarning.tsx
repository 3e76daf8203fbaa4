import { useRef } from 'react';
import styled from 'styled-components';
import { AlertDialog, Button } from '@leisure/ui';
import { formatHoldTime } from '../holdTime.ts';
import { useBasket } from '../hooks/useBasket.ts';
import { useBasketActions } from '../hooks/useBasketActions.ts';
import { useHoldExpiryWarning } from '../hooks/useHoldExpiryWarning.ts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.s};
`;

/**
 * docs/product/bookings.md D23 (WCAG 2.2.1): two minutes before the basket's first hold ends, an alertdialog offers
 * "Keep my places" (every hold 15 more minutes, while the basket has extensions left) or "Let them go" (the basket
 * is emptied). Escape closes it for this hold only. When the hold has ended the basket is loaded again, and the
 * server drops the lapsed lines with a notice. Mount it on pages that show the basket (basket, checkout).
 */
export function BasketExpiryWarning() {
  const { cart, refetch } = useBasket();
  const { extendHolds, discard } = useBasketActions();
  const { warning, dismiss } = useHoldExpiryWarning(cart?.expiresAt, refetch);
  const keepRef = useRef<HTMLButtonElement>(null);
  const letGoRef = useRef<HTMLButtonElement>(null);
  if (!cart?.expiresAt) return null;
  const canExtend = cart.holdExtensionsLeft > 0;

  return (
    <AlertDialog
      open={warning}
      onClose={dismiss}
      title="Your basket is about to expire"
      initialFocusRef={canExtend ? keepRef : letGoRef}
      footer={
        <Actions>
          {canExtend && (
            <Button
              ref={keepRef}
              onClick={async () => {
                await extendHolds();
                dismiss();
              }}
            >
              Keep my places
            </Button>
          )}
          <Button
            ref={letGoRef}
            variant="secondary"
            onClick={async () => {
              await discard();
              dismiss();
            }}
          >
            Let them go
          </Button>
          {!canExtend && (
            <Button variant="link" onClick={dismiss}>
              Close
            </Button>
          )}
        </Actions>
      }
    >
      <p>
        Your places are held until {formatHoldTime(cart.expiresAt)}. After that they are released for others to book.
      </p>
      {canExtend ? (
        <p>Keep them for another 15 minutes, or let them go now.</p>
      ) : (
        <p>They have already been kept as long as they can be: check out before then to book them.</p>
      )}
    </AlertDialog>
  );
}
