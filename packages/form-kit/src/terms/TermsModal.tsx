import { useId, useRef } from 'react';
import styled from 'styled-components';
import { Button, focusRing, Modal, SafeHtml } from '@leisure/ui';
import { useScrolledToEnd } from './useScrolledToEnd.ts';

/** A term as the API gives it (membership, checkout and account terms): its title and HTML text. */
export interface TermText {
  id: number;
  title: string;
  html: string;
}

export interface TermsModalProps {
  term: TermText;
  open: boolean;
  /** The term is already ticked (or was agreed earlier): I Agree is enabled without scrolling again. */
  alreadyAgreed: boolean;
  /** I Agree: tick the term. The modal then closes through onClose. */
  onAgree: () => void;
  onClose: () => void;
}

/** About 300 px of text at a time (docs/product/joining.md §9), so the end of the terms is a real place to reach. */
const ScrollArea = styled.div`
  max-height: 300px;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.spacing.s};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.small};

  /* Keyboard users scroll it with the arrow keys once it has focus: show where that focus is. */
  &:focus-visible {
    ${focusRing}
  }

  > :first-child > :first-child {
    margin-top: 0;
  }
`;

const ScrollHint = styled.p`
  flex: 1 1 12rem;
  align-self: center;
  margin: 0;
  color: ${({ theme }) => theme.colours.mutedText};
`;

/**
 * A term's text in a dialog, with I Agree enabled only once the reader has scrolled to the end, when the text needs
 * no scrolling, or when the term is already agreed (docs/product/joining.md §4). The disabled I Agree stays focusable and says why.
 */
export function TermsModal({ term, open, alreadyAgreed, onAgree, onClose }: TermsModalProps) {
  if (!open) return null;
  // Mounted per opening, so each opening starts unread.
  return <OpenTermsModal term={term} alreadyAgreed={alreadyAgreed} onAgree={onAgree} onClose={onClose} />;
}

function OpenTermsModal({ term, alreadyAgreed, onAgree, onClose }: Omit<TermsModalProps, 'open'>) {
  const area = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const { reachedEnd, onScroll } = useScrolledToEnd(area);
  const canAgree = alreadyAgreed || reachedEnd;

  function agree() {
    onAgree();
    onClose();
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={term.title}
      size="large"
      footer={
        <>
          {!canAgree && <ScrollHint id={hintId}>Scroll to the end to agree</ScrollHint>}
          <Button
            disabledFocusable={!canAgree}
            aria-describedby={canAgree ? undefined : hintId}
            // Pressed too early, it takes the reader to the text, where the arrow keys scroll it.
            onActivateWhileDisabled={() => area.current?.focus()}
            onClick={agree}
          >
            I Agree
          </Button>
        </>
      }
    >
      <ScrollArea ref={area} role="region" aria-label={`${term.title} text`} tabIndex={0} onScroll={onScroll}>
        <SafeHtml html={term.html} />
      </ScrollArea>
    </Modal>
  );
}
