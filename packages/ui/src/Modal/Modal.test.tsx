import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme.tsx';
import { Button } from '../Button/Button.tsx';
import { AlertDialog, Modal } from './Modal.tsx';

function TermsPage({ withFields = true }: { withFields?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a href="/before">Before</a>
      <Button onClick={() => setOpen(true)}>Read the terms</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Membership terms"
        footer={withFields ? <Button onClick={() => setOpen(false)}>I agree</Button> : undefined}
      >
        <p>Terms text.</p>
        {withFields && (
          <label>
            Your name <input />
          </label>
        )}
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its heading', async () => {
    renderWithTheme(<TermsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Read the terms' }));
    const dialog = screen.getByRole('dialog', { name: 'Membership terms' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Membership terms' })).toBeInTheDocument();
    expect(dialog).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    renderWithTheme(<TermsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Read the terms' }));

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'I agree' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'I agree' })).toHaveFocus();
  });

  it('keeps focus on the dialog when nothing inside can take it', async () => {
    function Notice() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button">Outside</button>
          <Modal open={open} onClose={() => setOpen(false)} title="Notice" showCloseButton={false}>
            Just text.
          </Modal>
        </>
      );
    }
    renderWithTheme(<Notice />);
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveFocus();
    await userEvent.tab();
    expect(dialog).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    renderWithTheme(<TermsPage />);
    const opener = screen.getByRole('button', { name: 'Read the terms' });
    await userEvent.click(opener);
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from its close button and from a click on the backdrop, not from a click inside', async () => {
    renderWithTheme(<TermsPage />);
    const opener = screen.getByRole('button', { name: 'Read the terms' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.click(screen.getByText('Terms text.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await userEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('makes the page behind it inert while open and live again after', async () => {
    const { container } = renderWithTheme(<TermsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Read the terms' }));
    expect(container).toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(container).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('');
  });

  it('unwinds nested dialogs one at a time', async () => {
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(false);
      return (
        <Modal open={outer} onClose={() => setOuter(false)} title="Checkout">
          <Button onClick={() => setInner(true)}>Start over</Button>
          <Modal open={inner} onClose={() => setInner(false)} title="Leave this screen?">
            Sure?
          </Modal>
        </Modal>
      );
    }
    renderWithTheme(<Nested />);
    const startOver = screen.getByRole('button', { name: 'Start over' });
    await userEvent.click(startOver);
    const outerBackdrop = screen.getByRole('dialog', { name: 'Checkout' }).parentElement as HTMLElement;
    expect(outerBackdrop).toHaveAttribute('inert');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Leave this screen?' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Checkout' })).toBeInTheDocument();
    expect(outerBackdrop).not.toHaveAttribute('inert');
    expect(startOver).toHaveFocus();
  });
});

describe('AlertDialog', () => {
  it('is an alertdialog described by its text, focusing the action it is given', async () => {
    function StillThere() {
      const [open, setOpen] = useState(true);
      const continueRef = useRef<HTMLButtonElement>(null);
      return (
        <AlertDialog
          open={open}
          onClose={() => setOpen(false)}
          title="Are you still there?"
          initialFocusRef={continueRef}
          footer={
            <Button ref={continueRef} onClick={() => setOpen(false)}>
              Continue with my purchase
            </Button>
          }
        >
          Your basket will be cleared soon.
        </AlertDialog>
      );
    }
    renderWithTheme(<StillThere />);
    const dialog = screen.getByRole('alertdialog', { name: 'Are you still there?' });
    expect(dialog).toHaveAccessibleDescription('Your basket will be cleared soon.');
    expect(screen.getByRole('button', { name: 'Continue with my purchase' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
