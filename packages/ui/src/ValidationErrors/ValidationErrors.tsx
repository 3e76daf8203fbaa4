import styled, { css } from 'styled-components';
import { flattenValidationMessages, type ValidationMessagesInput } from './validationMessages.ts';

export interface ValidationErrorsProps {
  messages: ValidationMessagesInput;
  /** Heading level; "p" where a heading would break the page outline (inside a toast). */
  headingAs?: 'h2' | 'h3' | 'h4' | 'p';
  /** Drawn in its own tinted box; turn off inside something that already is one (a toast). */
  framed?: boolean;
  className?: string;
}

const Section = styled.div<{ $framed: boolean }>`
  margin-bottom: ${({ theme }) => theme.spacing.m};
  ${({ $framed, theme }) =>
    $framed &&
    css`
      padding: ${theme.spacing.m};
      background: ${theme.colours.dangerSurface};
      border-left: 4px solid ${theme.colours.danger};
      border-radius: ${theme.radii.small};
    `}
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
  font-size: 1.125rem;
  font-weight: 700;
`;

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.l};
`;

/** Server validation messages as a list headed "Validation errors" (docs/product/platform.md §5); nothing when there are none. */
export function ValidationErrors({ messages, headingAs = 'h2', framed = true, className }: ValidationErrorsProps) {
  const list = flattenValidationMessages(messages);
  if (list.length === 0) return null;
  return (
    <Section $framed={framed} className={className}>
      <Heading as={headingAs}>Validation errors</Heading>
      <List>
        {list.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </List>
    </Section>
  );
}
