import styled, { css } from 'styled-components';
import { focusRing } from '@leisure/ui';

export const Panel = styled.div`
  position: absolute;
  z-index: 10;
  top: 100%;
  left: 0;
  width: min(22rem, calc(100vw - 2rem));
  margin-top: ${({ theme }) => theme.spacing.xxs};
  padding: ${({ theme }) => theme.spacing.s};
  border: 2px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colours.background};
  box-shadow: 0 4px 12px rgb(0 0 0 / 20%);
`;

export const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-bottom: ${({ theme }) => theme.spacing.s};
`;

const cellButton = css`
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0.25rem;
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colours.background};
  color: ${({ theme }) => theme.colours.text};
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colours.primaryOnBackground};
  }
  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    color: ${({ theme }) => theme.colours.mutedText};
    background: ${({ theme }) => theme.colours.surface};
    text-decoration: line-through;
    cursor: not-allowed;
  }
  &[aria-pressed='true'],
  &[aria-current='date'][aria-pressed='true'] {
    background: ${({ theme }) => theme.colours.primaryOnBackground};
    border-color: ${({ theme }) => theme.colours.primaryOnBackground};
    color: ${({ theme }) => theme.colours.background};
    font-weight: 700;
  }
`;

export const CellButton = styled.button`
  ${cellButton}
  width: 100%;
`;

export const NavButton = styled.button`
  ${cellButton}
  font-weight: 700;
`;

export const ChoiceGrid = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, 1fr);
  gap: ${({ theme }) => theme.spacing.xxs};
`;

export const DayTable = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 2px;

  th {
    font-size: 0.875rem;
    font-weight: 700;
    text-align: center;
  }
  td {
    padding: 0;
  }
`;
