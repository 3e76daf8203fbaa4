import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazySideDrawer } from '../src/drawer/LazySideDrawer.tsx';
import { renderLayout } from './support/renderLayout.tsx';

function DrawerWithOpener({ onLogOut }: { onLogOut: () => void }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="/elsewhere">Behind the drawer</a>
      <LazySideDrawer open={open} onClose={() => setOpen(false)} loggedIn onLogOut={onLogOut} returnFocusRef={opener} />
    </>
  );
}

describe('LazySideDrawer', () => {
  it('takes focus, is labelled Menu, and gives focus back to its opener on Escape', async () => {
    const user = userEvent.setup();
    renderLayout(<DrawerWithOpener onLogOut={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(drawer).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('keeps Tab inside: the page behind is inert while it is open', async () => {
    const user = userEvent.setup();
    renderLayout(<DrawerWithOpener onLogOut={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const reachable: string[] = [];
    for (let step = 0; step < 16; step += 1) {
      await user.tab();
      reachable.push(document.activeElement?.textContent || document.activeElement?.getAttribute('aria-label') || '');
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    expect(reachable).toEqual(expect.arrayContaining(['Close menu', 'Book an activity', 'Shopping basket', 'Log out']));
    expect(screen.getByText('Behind the drawer').closest('[inert]')).not.toBeNull();
  });

  it('closes when the backdrop is clicked, and when a link is followed', async () => {
    const user = userEvent.setup();
    renderLayout(<DrawerWithOpener onLogOut={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Book an activity' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
