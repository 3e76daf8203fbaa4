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

  /*
   * A box of fixed size, the logo fitted inside it at its start: the logo comes from the theme, any shape, and an
   * image sized by its own width grew the header's row when it arrived, moving the controls beside it
   * (docs/decisions/0036-layout-shift.md).
   */
  img {
    display: block;
    width: 12rem;
    height: 2.75rem;
    object-fit: contain;
    object-position: left center;
  }

  ${({ theme }) => theme.media.mobile} {
    img {
      width: 10rem;
      height: 2.5rem;
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
