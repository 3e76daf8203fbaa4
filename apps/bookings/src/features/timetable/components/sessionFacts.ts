import styled from 'styled-components';

/** A session's facts in its dialogs (session, when, where, price…): each label beside its value. */
export const SessionFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.m}`};
  margin: 0;

  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;
