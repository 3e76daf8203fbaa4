import { css } from 'styled-components';
import type { LeisureTheme } from '../theme/leisureTheme.ts';
import { focusVisible } from '../styles/focusRing.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'link';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

// Every size clears the 24 px minimum target (WCAG 2.5.8); medium and large reach the 44 px comfort size.
const heights: Record<ButtonSize, string> = { small: '2rem', medium: '2.75rem', large: '3.25rem' };
const paddings: Record<ButtonSize, string> = { small: '0 0.75rem', medium: '0 1.25rem', large: '0 1.75rem' };

function variantStyles({ $variant, theme }: ButtonStyleProps & { theme: LeisureTheme }) {
  const { colours } = theme;
  if ($variant === 'primary')
    return css`
      background: ${colours.primary};
      color: ${colours.onPrimary};
      border-color: ${colours.primary};
    `;
  if ($variant === 'secondary' && theme.secondaryButtonStyle === 'outline')
    return css`
      background: transparent;
      color: ${colours.secondaryOnBackground};
      border-color: ${colours.secondaryOnBackground};
    `;
  if ($variant === 'secondary')
    return css`
      background: ${colours.secondary};
      color: ${colours.onSecondary};
      border-color: ${colours.secondary};
    `;
  return css`
    min-height: 1.5rem;
    padding: 0;
    background: none;
    border-color: transparent;
    color: ${colours.primaryOnBackground};
    text-decoration: underline;
    text-underline-offset: 0.15em;
    font-weight: inherit;
  `;
}

/** Shared by <Button> and <ButtonLink> so a link styled as a button looks exactly like one. */
export const buttonStyles = css<ButtonStyleProps>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: ${({ $size }) => heights[$size]};
  min-width: 1.5rem;
  padding: ${({ $size }) => paddings[$size]};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.medium};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ $size }) => ($size === 'small' ? '0.875rem' : '1rem')};
  font-weight: 700;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  ${variantStyles}

  &:hover {
    filter: brightness(0.92);
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
    filter: none;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }

  ${focusVisible}
`;
