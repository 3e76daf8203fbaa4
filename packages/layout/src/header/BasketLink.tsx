import styled from 'styled-components';
import { BasketIcon, NavigationAnchor } from '@leisure/ui';
import { basketBadgeText, basketLabel } from './basketLabel.ts';
import { headerControl } from './headerStyles.ts';

const Anchor = styled(NavigationAnchor)`
  ${headerControl}
  position: relative;
  padding: 0 ${({ theme }) => theme.spacing.xs};
  min-width: 2.75rem;
  justify-content: center;

  svg {
    width: 1.75rem;
    height: 1.75rem;
  }
`;

const Badge = styled.span`
  position: absolute;
  top: 0.1rem;
  right: -0.1rem;
  min-width: 1.35rem;
  height: 1.35rem;
  padding: 0 0.3rem;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 2px solid ${({ theme }) => theme.colours.headerBg};
  background: ${({ theme }) => theme.colours.primary};
  color: ${({ theme }) => theme.colours.onPrimary};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.1rem;
  text-align: center;
`;

export interface BasketLinkProps {
  href: string;
  count: number;
}

/** The basket icon with its item-count badge (docs/product/platform.md §2); the badge shows only when something is in it. */
export function BasketLink({ href, count }: BasketLinkProps) {
  return (
    <Anchor href={href} aria-label={basketLabel(count)}>
      <BasketIcon />
      {count > 0 && <Badge aria-hidden="true">{basketBadgeText(count)}</Badge>}
    </Anchor>
  );
}
