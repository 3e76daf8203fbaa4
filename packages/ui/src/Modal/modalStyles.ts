import styled from 'styled-components';
import { focusVisible } from '../styles/focusRing.ts';
import { iconButton } from '../styles/iconButton.ts';

export type ModalSize = 'small' | 'medium' | 'large';

const widths: Record<ModalSize, string> = { small: '28rem', medium: '40rem', large: '56rem' };

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing.m};
  background: rgb(0 0 0 / 60%);

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.spacing.xs};
  }
`;

export const Dialog = styled.div<{ $size: ModalSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  max-height: calc(100vh - 2rem);
  max-height: calc(100dvh - 2rem);
  background: ${({ theme }) => theme.colours.background};
  color: ${({ theme }) => theme.colours.text};
  border-radius: ${({ theme }) => theme.radii.large};
  box-shadow: 0 0.5rem 2rem rgb(0 0 0 / 30%);
  ${focusVisible}
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.m};
  padding: ${({ theme }) => `${theme.spacing.l} ${theme.spacing.l} ${theme.spacing.s}`};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: 1.375rem;
`;

export const CloseButton = styled.button`
  ${iconButton}
  margin: -0.5rem -0.5rem 0 0;
  font-size: 1.25rem;

  &:hover {
    background: ${({ theme }) => theme.colours.surface};
  }

  ${focusVisible}
`;

export const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => `0 ${theme.spacing.l} ${theme.spacing.l}`};
  ${focusVisible}
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.s};
  padding: ${({ theme }) => `${theme.spacing.m} ${theme.spacing.l}`};
  border-top: 1px solid ${({ theme }) => theme.colours.surface};
`;
