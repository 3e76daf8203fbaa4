import styled from 'styled-components';

/** Buttons side by side, wrapping onto the next line where there is no room (a dialog's answers, a card's actions). */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.s};
`;
