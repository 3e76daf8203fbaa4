import styled from 'styled-components';
import { DangerIcon, VisuallyHidden } from '@leisure/ui';

const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 0.375rem;
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colours.danger};
  font-weight: 700;

  svg {
    flex: none;
    margin-top: 0.2em;
  }
`;

/** A field's error text, drawn as @leisure/ui's fields draw theirs, for the groups this feature lays out itself. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <ErrorText id={id}>
      <DangerIcon />
      <span>
        <VisuallyHidden>Error: </VisuallyHidden>
        <span>{message}</span>
      </span>
    </ErrorText>
  );
}
