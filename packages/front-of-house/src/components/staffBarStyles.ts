import styled from 'styled-components';

// The staff bar's boxes (docs/decisions/0610), shared by the bar and the placeholder that holds its place while it
// loads (StaffBarPlaceholder, docs/decisions/0036-layout-shift.md).

export const Bar = styled.section`
  background: ${({ theme }) => theme.colours.surface};
  border-bottom: 2px solid ${({ theme }) => theme.colours.border};
  color: ${({ theme }) => theme.colours.text};
`;

export const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.m}`};
  max-width: 75rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.l}`};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.s}`};
  }
`;

export const Label = styled.h2`
  margin: 0;
  font-size: 0.875rem;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colours.neutral};
`;

export const Serving = styled.p`
  flex: 1 1 12rem;
  margin: 0;
  overflow-wrap: anywhere;

  &:focus {
    outline: none;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;
