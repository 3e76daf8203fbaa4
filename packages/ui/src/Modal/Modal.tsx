import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../icons/Icons.tsx';
import { handleModalKeys } from './modalKeys.ts';
import { useModalFocus } from './useModalFocus.ts';
import { useOverflowing } from './useOverflowing.ts';
import { Backdrop, Body, CloseButton, Dialog, Footer, Header, Title, type ModalSize } from './modalStyles.ts';

export interface ModalProps {
  open: boolean;
  /** Called for Escape, the close button and (for a plain dialog) a click on the backdrop. */
  onClose: () => void;
  /** The heading; it names the dialog. */
  title: ReactNode;
  children: ReactNode;
  /** Actions, kept visible below the scrolling body. */
  footer?: ReactNode;
  /** "alertdialog" for urgent questions such as the kiosk's "are you still there?" (docs/product/modes.md D18). */
  role?: 'dialog' | 'alertdialog';
  /** Where focus goes on opening; the dialog itself by default, so its title is read first. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Where focus goes on closing; the element that had focus when the dialog opened by default. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  closeOnEscape?: boolean;
  closeOnBackdropClick?: boolean;
  showCloseButton?: boolean;
  closeLabel?: string;
  size?: ModalSize;
}

/**
 * A modal dialog: labelled by its heading, rendered over an inert page, with Tab kept inside, Escape to close and
 * focus handed back on closing.
 */
export function Modal({ open, ...props }: ModalProps) {
  if (!open) return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

/** The alertdialog variant: no close button or backdrop dismissal unless asked for; give it initialFocusRef. */
export function AlertDialog(props: Omit<ModalProps, 'role'>) {
  return <Modal {...props} role="alertdialog" />;
}

function OpenModal({
  onClose,
  title,
  children,
  footer,
  role = 'dialog',
  initialFocusRef,
  returnFocusRef,
  closeOnEscape = true,
  closeOnBackdropClick = role === 'dialog',
  showCloseButton = role === 'dialog',
  closeLabel = 'Close',
  size = 'medium',
}: Omit<ModalProps, 'open'>) {
  const titleId = useId();
  const bodyId = useId();
  const backdropRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const bodyScrolls = useOverflowing(bodyRef, contentRef);

  useModalFocus({ backdropRef, panelRef: dialogRef, initialFocusRef, returnFocusRef });

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // A nested dialog has already dealt with the key (React events bubble through portals).
    if (!event.defaultPrevented) handleModalKeys(event, dialogRef.current, closeOnEscape ? onClose : undefined);
  }

  // Only a press that starts and ends on the backdrop closes: dragging a text selection out of the dialog must not.
  function handleBackdropMouseDown(event: MouseEvent<HTMLDivElement>) {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  }

  function handleBackdropClick(event: MouseEvent<HTMLDivElement>) {
    if (closeOnBackdropClick && pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressStartedOnBackdrop.current = false;
  }

  return (
    <Backdrop ref={backdropRef} onMouseDown={handleBackdropMouseDown} onClick={handleBackdropClick}>
      <Dialog
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={role === 'alertdialog' ? bodyId : undefined}
        tabIndex={-1}
        $size={size}
        onKeyDown={handleKeyDown}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          {showCloseButton && (
            <CloseButton type="button" aria-label={closeLabel} onClick={onClose}>
              <CloseIcon />
            </CloseButton>
          )}
        </Header>
        <Body ref={bodyRef} id={bodyId} tabIndex={bodyScrolls ? 0 : undefined}>
          <div ref={contentRef}>{children}</div>
        </Body>
        {footer && <Footer>{footer}</Footer>}
      </Dialog>
    </Backdrop>
  );
}
