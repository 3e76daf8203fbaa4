import { useEffect, useRef, useState, type ButtonHTMLAttributes, type MouseEvent, type Ref } from 'react';
import styled from 'styled-components';
import { Spinner } from '../Spinner/Spinner.tsx';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './buttonStyles.ts';

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  ref?: Ref<HTMLButtonElement>;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Work is under way (a submit in flight): shows a spinner, sets aria-busy and ignores further presses. */
  busy?: boolean;
  /**
   * Looks disabled but stays focusable and announced (aria-disabled, docs/product/joining.md D12): pressing it neither submits nor
   * calls onClick, but calls onActivateWhileDisabled so the form can show why it cannot continue.
   */
  disabledFocusable?: boolean;
  onActivateWhileDisabled?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** When it returns a promise the button stays busy until the promise settles. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';
}

/**
 * The kit's button. It defaults to type="button" so that only a button explicitly marked type="submit" submits a form.
 */
export function Button({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  busy = false,
  disabledFocusable = false,
  onActivateWhileDisabled,
  onClick,
  type = 'button',
  children,
  ...buttonProps
}: ButtonProps) {
  const [awaitingClick, setAwaitingClick] = useState(false);
  // A ref, not state, blocks the second press: two presses can arrive before React re-renders.
  const inFlight = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const isBusy = busy || awaitingClick;

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (isBusy || inFlight.current) {
      event.preventDefault();
      return;
    }
    if (disabledFocusable) {
      event.preventDefault();
      onActivateWhileDisabled?.(event);
      return;
    }
    const result = onClick?.(event);
    if (!isPromiseLike(result)) return;
    inFlight.current = true;
    setAwaitingClick(true);
    const settle = () => {
      inFlight.current = false;
      if (mounted.current) setAwaitingClick(false);
    };
    // finally() keeps a rejection visible as an unhandled rejection instead of swallowing the caller's error.
    void Promise.resolve(result).finally(settle);
  }

  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      aria-busy={isBusy || undefined}
      aria-disabled={disabledFocusable || undefined}
      onClick={handleClick}
      {...buttonProps}
    >
      {isBusy && <Spinner />}
      {children}
    </StyledButton>
  );
}
