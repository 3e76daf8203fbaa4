import styled from 'styled-components';
import { ChevronIcon, HomeIcon } from '../icons/Icons.tsx';
import { Link } from '../Link/Link.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';

export interface Crumb {
  label: string;
  /** Left out for the current page (the last crumb). */
  href?: string;
}

export interface BreadcrumbsProps {
  items: readonly Crumb[];
  /** Adds a first crumb: a house icon linking here, named by homeLabel. */
  homeHref?: string;
  homeLabel?: string;
  label?: string;
  className?: string;
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin: 0 0 ${({ theme }) => theme.spacing.m};
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 1.5rem;
    min-width: 1.5rem;
  }
`;

const Separator = styled.span`
  display: inline-flex;
  margin: 0 ${({ theme }) => theme.spacing.xxs};
  color: ${({ theme }) => theme.colours.mutedText};
`;

/** Where the page sits: a labelled nav whose last crumb is the current page (aria-current="page"). */
export function Breadcrumbs({
  items,
  homeHref,
  homeLabel = 'Home',
  label = 'Breadcrumb',
  className,
}: BreadcrumbsProps) {
  const trail: Array<Crumb & { home?: boolean }> = homeHref
    ? [{ label: homeLabel, href: homeHref, home: true }, ...items]
    : [...items];
  return (
    <nav aria-label={label} className={className}>
      <List>
        {trail.map((crumb, index) => {
          const current = index === trail.length - 1;
          return (
            <Item key={`${index}:${crumb.label}`}>
              {index > 0 && (
                <Separator aria-hidden="true">
                  <ChevronIcon />
                </Separator>
              )}
              {current || !crumb.href ? (
                <span aria-current={current ? 'page' : undefined}>{crumb.label}</span>
              ) : (
                <Link href={crumb.href}>
                  {crumb.home ? (
                    <>
                      <HomeIcon />
                      <VisuallyHidden>{crumb.label}</VisuallyHidden>
                    </>
                  ) : (
                    crumb.label
                  )}
                </Link>
              )}
            </Item>
          );
        })}
      </List>
    </nav>
  );
}
