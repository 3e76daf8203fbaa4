import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme.tsx';
import { ButtonLink } from '../Button/ButtonLink.tsx';
import { Link } from './Link.tsx';
import { isAppPath, LinkComponentProvider, type NavigationLinkProps } from './NavigationAnchor.tsx';

describe('isAppPath', () => {
  it('accepts same-origin paths only', () => {
    expect(isAppPath('/basket')).toBe(true);
    expect(isAppPath('/')).toBe(true);
    for (const href of ['//evil.example', '/\\evil.example', 'https://example.com', 'mailto:a@b.c', '#main', 'basket'])
      expect(isAppPath(href)).toBe(false);
  });
});

describe('Link and ButtonLink', () => {
  it('are plain anchors without an app link component', () => {
    renderWithTheme(<Link href="/basket">Basket</Link>);
    expect(screen.getByRole('link', { name: 'Basket' })).toHaveAttribute('href', '/basket');
  });

  it('navigate through the app link component for app paths, and stay plain anchors for other sites', async () => {
    const navigate = vi.fn();
    function RouterLink({ href, onClick, children, ...props }: NavigationLinkProps) {
      return (
        <a
          {...props}
          href={href}
          data-router-link=""
          onClick={(event) => {
            onClick?.(event);
            event.preventDefault();
            navigate(href);
          }}
        >
          {children}
        </a>
      );
    }
    renderWithTheme(
      <LinkComponentProvider component={RouterLink}>
        <Link href="/memberships">Memberships</Link>
        <ButtonLink href="/">Go home</ButtonLink>
        <Link href="https://example.com/terms">Terms</Link>
      </LinkComponentProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Memberships' }));
    await userEvent.click(screen.getByRole('link', { name: 'Go home' }));
    expect(navigate.mock.calls).toEqual([['/memberships'], ['/']]);
    expect(screen.getByRole('link', { name: 'Terms' })).not.toHaveAttribute('data-router-link');
  });
});
