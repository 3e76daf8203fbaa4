import type { ReactNode } from 'react';
import { Label, LabelRow, RequiredMarker } from './fieldStyles.ts';

/**
 * A visible label. The required asterisk sits outside the <label> so the control's name stays exactly the label
 * text; the control itself carries aria-required.
 */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required: boolean;
  children: ReactNode;
}) {
  return (
    <LabelRow>
      <Label htmlFor={htmlFor}>{children}</Label>
      {required && <RequiredMarker aria-hidden="true">*</RequiredMarker>}
    </LabelRow>
  );
}
