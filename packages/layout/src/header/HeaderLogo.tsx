import styled from 'styled-components';
import { NavigationAnchor } from '@leisure/ui';
import { headerFocus } from './headerStyles.ts';

const Anchor = styled(NavigationAnchor)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  margin-right: auto;
  border-radius: ${({ theme }) => theme.radii.small};
  color: ${({ theme }) => theme.colours.headerText};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.375rem;
  font-weight: 700;
  text-decoration: none;
  ${headerFocus}

  img {
    display: block;
    height: 2.75rem;
    width: auto;
    max-width: 12rem;
    object-fit: contain;
  }

  ${({ theme }) => theme.media.mobile} {
    img {
      height: 2.5rem;
      max-width: 10rem;
    }
  }
`;

export interface HeaderLogoProps {
  href: string;
  /** The venue's logo (theme); without one the operator's name stands in. */
  logoUrl: string | undefined;
  appName: string;
}

/** The venue's logo, leading home. Its text alternative says where the link goes. */
export function HeaderLogo({ href, logoUrl, appName }: HeaderLogoProps) {
  return <Anchor href={href}>{logoUrl ? <img src={logoUrl} alt={`${appName} home`} /> : appName}</Anchor>;
}
