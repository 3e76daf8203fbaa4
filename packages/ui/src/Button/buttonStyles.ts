import { css } from 'styled-components';
import type { ButtonVariant } from '../theme/buttonColours.ts';
import type { LeisureTheme } from '../theme/leisureTheme.ts';
import { focusVisible } from '../styles/focusRing.ts';

export type { ButtonVariant } from '../theme/buttonColours.ts';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

// Every size clears the 24 px minimum target (WCAG 2.5.8); medium and large reach the 44 px comfort size.
const heights: Record<ButtonSize, string> = { small: '2rem', medium: '2.75rem', large: '3.25rem' };
const paddings: Record<ButtonSize, string> = { small: '0 0.75rem', medium: '0 1.25rem', large: '0 1.75rem' };

/** Every variant's colours come from the theme's one hierarchy (theme.buttons, docs/decisions/0017). */
function variantStyles({ $variant, theme }: ButtonStyleProps & { theme: LeisureTheme }) {
  const colours = theme.buttons[$variant];
  const base = css`
    background: ${colours.background};
    color: ${colours.text};
    border-color: ${colours.border};

    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${colours.hoverBackground};
    }
  `;
  if ($variant !== 'link') return base;
  return css`
    ${base}
    min-height: 1.5rem;
    padding: 0;
    text-decoration: underline;
    text-underline-offset: 0.15em;
    font-weight: inherit;

    &:hover:not(:disabled):not([aria-disabled='true']) {
      text-decoration-thickness: 0.125em;
    }
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

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }

  ${focusVisible}
`;
