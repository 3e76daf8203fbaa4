import { useEffect, useId, useRef, type MouseEvent } from 'react';
import styled from 'styled-components';
import { focusRing } from '../styles/focusRing.ts';
import { focusField } from './focusField.ts';

export interface ErrorSummaryItem {
  /** The id of the control to go to (for a radio group, its first radio). */
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  errors: readonly ErrorSummaryItem[];
  title?: string;
  /**
   * Change it (e.g. to react-hook-form's submitCount) to move focus back to the summary after another failed
   * attempt; it always takes focus when it first appears.
   */
  focusKey?: unknown;
  className?: string;
}

const Box = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.l};
  padding: ${({ theme }) => theme.spacing.m};
  border: 4px solid ${({ theme }) => theme.colours.danger};
  border-radius: ${({ theme }) => theme.radii.small};
  /* Shown on programmatic focus too: the summary takes focus after a failed submit, from mouse or keyboard alike. */
  &:focus {
    ${focusRing}
  }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.s};
  font-size: 1.25rem;
`;

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.l};

  a {
    color: ${({ theme }) => theme.colours.danger};
    font-weight: 700;
  }
`;

/**
 * The GOV.UK error summary: a box at the top of the form listing each problem as a link to its field. It takes
 * focus when shown so keyboard and screen-reader users learn at once why the form did not go through.
 */
export function ErrorSummary({ errors, title = 'There is a problem', focusKey, className }: ErrorSummaryProps) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const hasErrors = errors.length > 0;

  useEffect(() => {
    if (hasErrors) box.current?.focus();
  }, [hasErrors, focusKey]);

  if (!hasErrors) return null;

  function goToField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
    if (focusField(fieldId)) event.preventDefault();
  }

  return (
    <Box ref={box} tabIndex={-1} className={className}>
      <div role="alert" aria-labelledby={titleId}>
        <Title id={titleId}>{title}</Title>
        <List>
          {errors.map((error) => (
            <li key={`${error.fieldId}:${error.message}`}>
              <a href={`#${error.fieldId}`} onClick={(event) => goToField(event, error.fieldId)}>
                {error.message}
              </a>
            </li>
          ))}
        </List>
      </div>
    </Box>
  );
}
