import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  padding: ${({ theme }) => theme.spacing.m};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colours.surface};
  color: ${({ theme }) => theme.colours.mutedText};
  text-align: center;
`;

/** Holds the map's place while it loads, or says why it is missing. */
export function MapPlaceholder({ children }: { children: ReactNode }) {
  return <Box>{children}</Box>;
}
