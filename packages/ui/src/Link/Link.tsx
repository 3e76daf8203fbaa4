import styled from 'styled-components';
import { focusVisible } from '../styles/focusRing.ts';
import { NavigationAnchor } from './NavigationAnchor.tsx';

/** An inline text link: underlined, so it is never told apart by colour alone. */
export const Link = styled(NavigationAnchor)`
  color: ${({ theme }) => theme.colours.primaryOnBackground};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  border-radius: ${({ theme }) => theme.radii.small};

  &:hover {
    text-decoration-thickness: 0.15em;
  }

  ${focusVisible}
`;
