import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { focusRing } from '../styles/focusRing.ts';
import { visuallyHiddenStyles } from '../VisuallyHidden/VisuallyHidden.tsx';

const Anchor = styled.a`
  &:not(:focus) {
    ${visuallyHiddenStyles}
  }

  &:focus {
    position: absolute;
    top: ${({ theme }) => theme.spacing.xs};
    left: ${({ theme }) => theme.spacing.xs};
    z-index: 1000;
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.m}`};
    background: ${({ theme }) => theme.colours.background};
    color: ${({ theme }) => theme.colours.text};
    font-weight: 700;
    ${focusRing}
  }
`;

export interface SkipLinkProps {
  /** The id of the main content, without "#". */
  targetId?: string;
  children?: string;
}

/** The first stop on every page (WCAG 2.4.1); appears when focused. */
export function SkipLink({ targetId = 'main-content', children = 'Skip to main content' }: SkipLinkProps) {
  // Following an in-page link does not move focus in every browser, and the target is rarely focusable by itself.
  function moveFocus(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }

  return (
    <Anchor href={`#${targetId}`} onClick={moveFocus}>
      {children}
    </Anchor>
  );
}
