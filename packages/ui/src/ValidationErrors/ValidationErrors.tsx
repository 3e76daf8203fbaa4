import { useId } from 'react';
import styled from 'styled-components';
import { flattenValidationMessages, type ValidationMessagesInput } from './validationMessages.ts';

export interface ValidationErrorsProps {
  messages: ValidationMessagesInput;
  /** Heading level; "p" where a heading would break the page outline (inside a toast). */
  headingAs?: 'h2' | 'h3' | 'h4' | 'p';
  className?: string;
}

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing.m};
  padding: ${({ theme }) => theme.spacing.m};
  background: ${({ theme }) => theme.colours.dangerSurface};
  border-left: 4px solid ${({ theme }) => theme.colours.danger};
  border-radius: ${({ theme }) => theme.radii.small};
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

/** Server validation messages as a list headed "Validation errors" (spec 01 §5); nothing when there are none. */
export function ValidationErrors({ messages, headingAs = 'h2', className }: ValidationErrorsProps) {
  const headingId = useId();
  const list = flattenValidationMessages(messages);
  if (list.length === 0) return null;
  return (
    <Section aria-labelledby={headingId} className={className}>
      <Heading as={headingAs} id={headingId}>
        Validation errors
      </Heading>
      <List>
        {list.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </List>
    </Section>
  );
}
