import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog, defaultLeisureTheme, parseColour, type ConfirmOutcome } from '../src/index.ts';
import { renderWithTheme } from './renderWithTheme.tsx';

/** A card with a Delete button that opens the dialog; the outcome of Yes is the test's. */
function Card({ outcome }: { outcome: ConfirmOutcome }) {
  const [open, setOpen] = useState(false);
  const [gone, setGone] = useState(false);
  const after = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <h2 ref={after} tabIndex={-1}>
        Saved cards
      </h2>
      {!gone && <button onClick={() => setOpen(true)}>Delete</button>}
      {open && (
        <ConfirmDialog
          title="Delete your card?"
          confirm={{
            label: 'Delete card',
            onConfirm: async () => {
              if (outcome === 'done') setGone(true);
              return outcome;
            },
          }}
          keepLabel="Keep card"
          afterDoneFocusRef={after}
          onClose={() => setOpen(false)}
        >
          <p>You won’t be able to pay with it.</p>
        </ConfirmDialog>
      )}
    </>
  );
}

describe('ConfirmDialog', () => {
  it('draws the answer that goes ahead in the danger colour, not the brand (docs/decisions/0017)', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Card outcome="done" />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const { red, green, blue } = parseColour(defaultLeisureTheme.colours.danger)!;
    const yes = getComputedStyle(screen.getByRole('button', { name: 'Delete card' }));
    expect(yes.backgroundColor).toBe(`rgb(${red}, ${green}, ${blue})`);
    expect(getComputedStyle(screen.getByRole('button', { name: 'Keep card' })).backgroundColor).toBe(
      'rgba(0, 0, 0, 0)',
    );
  });

  it('opens on the safe answer, and Keep closes it with focus back on the opener', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Card outcome="done" />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete your card?' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep card' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Keep card' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus());
  });

  it.each([
    [
      'done',
      'where the page goes on, the opener being gone',
      () => screen.getByRole('heading', { name: 'Saved cards' }),
    ],
    ['failed', 'the opener, which is still there', () => screen.getByRole('button', { name: 'Delete' })],
  ] as const)('%s: closes with focus on %s', async (outcome, _where, focused) => {
    const user = userEvent.setup();
    renderWithTheme(<Card outcome={outcome} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete card' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(focused()).toHaveFocus());
  });

  it('stays: the dialog stays open to say why', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Card outcome="stays" />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete card' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete your card?' })).toBeInTheDocument();
  });
});
