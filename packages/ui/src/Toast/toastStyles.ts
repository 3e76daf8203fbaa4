import styled from 'styled-components';
import type { LeisureColours } from '../theme/leisureTheme.ts';
import { focusVisible } from '../styles/focusRing.ts';
import { iconButton } from '../styles/iconButton.ts';
import type { ToastType } from './toastRules.ts';

export const accentOf: Record<ToastType, keyof LeisureColours> = {
  danger: 'danger',
  success: 'success',
  neutral: 'neutral',
  warning: 'warning',
};

export const surfaceOf: Record<ToastType, keyof LeisureColours> = {
  danger: 'dangerSurface',
  success: 'successSurface',
  neutral: 'neutralSurface',
  warning: 'warningSurface',
};

export const Stack = styled.div`
  position: fixed;
  /* Below the site header, which sets --leisure-toast-top (Header in @leisure/layout), so the menu and the basket stay
     in reach while a toast shows. */
  top: var(--leisure-toast-top, ${({ theme }) => theme.spacing.m});
  right: ${({ theme }) => theme.spacing.m};
  z-index: 1000;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  width: min(26rem, calc(100vw - 2rem));
  pointer-events: none;

  /* On a phone the stack spans the screen. */
  ${({ theme }) => theme.media.mobile} {
    top: var(--leisure-toast-top, ${({ theme }) => theme.spacing.xs});
    right: ${({ theme }) => theme.spacing.xs};
    width: calc(100vw - 1rem);
  }
`;

export const LiveRegion = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

export const Card = styled.div<{ $type: ToastType }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.s};
  padding: ${({ theme }) => `${theme.spacing.s} ${theme.spacing.xs} ${theme.spacing.s} ${theme.spacing.m}`};
  background: ${({ theme, $type }) => theme.colours[surfaceOf[$type]]};
  color: ${({ theme }) => theme.colours.text};
  border: 1px solid ${({ theme, $type }) => theme.colours[accentOf[$type]]};
  border-left-width: 0.375rem;
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: 0 0.25rem 1rem rgb(0 0 0 / 15%);
  pointer-events: auto;
`;

export const Icon = styled.span<{ $type: ToastType }>`
  flex: none;
  margin-top: 0.125rem;
  color: ${({ theme, $type }) => theme.colours[accentOf[$type]]};
  font-size: 1.25rem;
  line-height: 1;
`;

export const Message = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  padding-top: 0.125rem;
  overflow-wrap: anywhere;
`;

export const DismissButton = styled.button`
  ${iconButton}
  margin: -0.5rem 0;
  font-size: 1.125rem;
  ${focusVisible}
`;
