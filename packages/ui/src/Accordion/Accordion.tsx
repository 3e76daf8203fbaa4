import type { KeyboardEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { ACCORDION_TOGGLE_ATTRIBUTE, nextToggle } from './accordionKeys.ts';

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.s};
`;

/**
 * Holds AccordionSections. Up and Down arrows, Home and End move between the sections' header buttons; Tab keeps
 * its usual order.
 */
export function Accordion({ children, className }: { children: ReactNode; className?: string }) {
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = event.target;
    if (!(current instanceof HTMLElement) || !current.hasAttribute(ACCORDION_TOGGLE_ATTRIBUTE)) return;
    const toggles = [...event.currentTarget.querySelectorAll<HTMLElement>(`[${ACCORDION_TOGGLE_ATTRIBUTE}]`)];
    const target = nextToggle(toggles, current, event.key);
    if (!target) return;
    event.preventDefault();
    target.focus();
  }

  return (
    <List className={className} onKeyDown={handleKeyDown}>
      {children}
    </List>
  );
}
