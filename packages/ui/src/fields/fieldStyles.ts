import styled, { css } from 'styled-components';
import { focusRing } from '../styles/focusRing.ts';

export const FieldGroup = styled.div<{ $invalid: boolean }>`
  margin-bottom: ${({ theme }) => theme.spacing.l};
  ${({ $invalid, theme }) =>
    $invalid &&
    css`
      padding-left: ${theme.spacing.s};
      border-left: 4px solid ${theme.colours.danger};
    `}
`;

export const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
  gap: 0.25rem;
  margin-bottom: ${({ theme }) => theme.spacing.xxs};
`;

export const Label = styled.label`
  font-weight: 700;
`;

export const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.spacing.xxs};
  padding: 0;
  font-weight: 700;
`;

export const RequiredMarker = styled.span`
  color: ${({ theme }) => theme.colours.danger};
  font-weight: 700;
`;

export const Hint = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colours.mutedText};
`;

export const ErrorText = styled.p`
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

export type FieldWidth = 'full' | 'medium' | 'short' | 'date';
const widths: Record<FieldWidth, string> = { full: '100%', medium: '20em', short: '10em', date: '9em' };

export const controlStyles = css<{ $invalid: boolean; $width?: FieldWidth }>`
  display: block;
  width: 100%;
  max-width: ${({ $width = 'full' }) => widths[$width]};
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.s}`};
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.colours.danger : theme.colours.border)};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colours.background};
  color: ${({ theme }) => theme.colours.text};

  &:focus {
    ${focusRing}
  }

  &:disabled {
    background: ${({ theme }) => theme.colours.surface};
    cursor: not-allowed;
  }
`;

export const Input = styled.input<{ $invalid: boolean; $width?: FieldWidth }>`
  ${controlStyles}
`;

export const Select = styled.select<{ $invalid: boolean; $width?: FieldWidth }>`
  ${controlStyles}
`;

export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

/** A 24 px box or circle with its label beside it; the label extends the target. */
export const ChoiceRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.s};
  margin-bottom: ${({ theme }) => theme.spacing.s};

  input {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colours.primaryOnBackground};
    cursor: pointer;
  }

  input:focus-visible {
    ${focusRing}
  }

  label {
    padding-top: 0.0625rem;
    cursor: pointer;
  }
`;

export const ChoiceHint = styled.div`
  color: ${({ theme }) => theme.colours.mutedText};
`;

export const ChoiceList = styled.div<{ $inline: boolean }>`
  display: flex;
  flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.spacing.l};
`;
