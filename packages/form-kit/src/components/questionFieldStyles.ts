import styled, { css } from 'styled-components';

/** A question the user may not change online: label and control greyed (docs/product/joining.md §6). */
export const QuestionBlock = styled.div<{ $readOnly: boolean }>`
  ${({ $readOnly, theme }) =>
    $readOnly &&
    css`
      label,
      legend {
        color: ${theme.colours.mutedText};
      }
      input,
      select {
        background: ${theme.colours.surface};
        color: ${theme.colours.mutedText};
        cursor: not-allowed;
      }
    `}
`;

export const ChoiceFieldset = styled.fieldset<{ $invalid: boolean }>`
  margin: 0 0 ${({ theme }) => theme.spacing.l};
  padding: 0;
  border: 0;
  min-width: 0;
  ${({ $invalid, theme }) =>
    $invalid &&
    css`
      padding-left: ${theme.spacing.s};
      border-left: 4px solid ${theme.colours.danger};
    `}

  legend {
    margin-bottom: ${({ theme }) => theme.spacing.xxs};
    padding: 0;
    font-weight: 700;
  }

  /* The options sit closer together than separate questions do. */
  & > div:last-child > div {
    margin-bottom: ${({ theme }) => theme.spacing.xs};
  }
`;

export const RequiredMarker = styled.span`
  color: ${({ theme }) => theme.colours.danger};
  font-weight: 700;
`;
