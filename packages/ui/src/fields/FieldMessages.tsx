import type { ReactNode } from 'react';
import { DangerIcon } from '../icons/Icons.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { ErrorText, Hint } from './fieldStyles.ts';

/** The hint and error text shown above a control; ids match the control's aria-describedby. */
export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId: string;
  error: string | undefined;
  errorId: string;
}) {
  return (
    <>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={errorId}>
          <DangerIcon />
          <span>
            <VisuallyHidden>Error: </VisuallyHidden>
            <span>{error}</span>
          </span>
        </ErrorText>
      )}
    </>
  );
}
