import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@leisure/ui';
import { StartOverDialog } from './StartOverDialog.tsx';

const Centred = styled.div`
  margin-top: ${({ theme }) => theme.spacing.m};
  text-align: center;
`;

/** "Cancel selection and start over" and its warning (docs/product/joining.md §2). */
export function StartOver({ onLeave }: { onLeave: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  return (
    <Centred>
      <Button variant="link" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Cancel selection and start over
      </Button>
      <StartOverDialog open={open} onStay={() => setOpen(false)} onLeave={onLeave} />
    </Centred>
  );
}
