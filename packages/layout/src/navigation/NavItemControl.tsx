import type { ComponentType } from 'react';
import { NavigationAnchor, type NavigationLinkProps } from '@leisure/ui';
import { useHrefTo } from '../frontEnd/useHrefTo.ts';
import type { NavItem } from './navItems.ts';

export interface NavItemControlProps {
  item: NavItem;
  onLogOut: () => void;
  /** Marks the link of the page being shown. */
  current?: boolean;
  /** Called after any control is used (a menu closes itself). */
  onChosen?: () => void;
  /** Styled versions of the two controls. */
  LinkAs?: ComponentType<NavigationLinkProps>;
  ButtonAs?: ComponentType<{ type: 'button'; onClick: () => void; children: string }>;
}

const PlainButton = (props: { type: 'button'; onClick: () => void; children: string }) => <button {...props} />;

/** One entry of a navigation list: a link to its destination, or the Log out button. */
export function NavItemControl({
  item,
  onLogOut,
  current = false,
  onChosen,
  LinkAs = NavigationAnchor,
  ButtonAs = PlainButton,
}: NavItemControlProps) {
  const hrefTo = useHrefTo();
  if (item.kind === 'logOut') {
    return (
      <ButtonAs
        type="button"
        onClick={() => {
          onChosen?.();
          onLogOut();
        }}
      >
        {item.label}
      </ButtonAs>
    );
  }
  return (
    <LinkAs href={hrefTo(item.to)} aria-current={current ? 'page' : undefined} onClick={() => onChosen?.()}>
      {item.label}
    </LinkAs>
  );
}
