import styled from 'styled-components';
import { NavigationAnchor, type NavigationLinkProps } from '../Link/NavigationAnchor.tsx';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './buttonStyles.ts';

const StyledButtonLink = styled(NavigationAnchor)<ButtonStyleProps>`
  ${buttonStyles}
`;

export interface ButtonLinkProps extends NavigationLinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** Navigation that looks like a button ("Go home"): it stays a link for assistive technology. */
export function ButtonLink({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  ...anchorProps
}: ButtonLinkProps) {
  return <StyledButtonLink $variant={variant} $size={size} $fullWidth={fullWidth} {...anchorProps} />;
}
