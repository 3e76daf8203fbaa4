import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { AlertDialog, Button } from '@leisure/ui';

/** Both answers full width, one above the other: large, easy targets for a hand at a tablet. */
const Answers = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.s};
  width: 100%;
`;

export interface KioskIdleDialogProps {
  /** When the visit ends by itself; the dialog is open while this is set. */
  endsAt: number | null;
  onStay: () => void;
  onLeave: () => Promise<void>;
}

const secondsUntil = (endsAt: number) => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));

/** docs/product/joining.md §2 "Kiosk start-over modal": are you still there? (an alertdialog, docs/product/modes.md D18). Escape stays. */
export function KioskIdleDialog({ endsAt, onStay, onLeave }: KioskIdleDialogProps) {
  const [secondsLeft, setSecondsLeft] = useState(() => (endsAt === null ? 0 : secondsUntil(endsAt)));

  useEffect(() => {
    if (endsAt === null) return;
    setSecondsLeft(secondsUntil(endsAt));
    const ticker = window.setInterval(() => setSecondsLeft(secondsUntil(endsAt)), 250);
    return () => window.clearInterval(ticker);
  }, [endsAt]);

  return (
    <AlertDialog
      open={endsAt !== null}
      onClose={onStay}
      size="small"
      title="Are you still there?"
      footer={
        <Answers>
          <Button size="large" fullWidth onClick={onStay}>
            Continue with my purchase
          </Button>
          <Button size="large" fullWidth variant="secondary" onClick={onLeave}>
            Clear selection and go home
          </Button>
        </Answers>
      }
    >
      <p>
        Nobody has touched the screen for a while. To keep your details private, your selection will be cleared and this
        screen will go back to the start in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}.
      </p>
    </AlertDialog>
  );
}
