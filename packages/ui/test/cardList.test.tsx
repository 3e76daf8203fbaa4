import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CardList, ListStates, usePageHeadingFocus } from '../src/index.ts';
import { renderWithTheme } from './renderWithTheme.tsx';

interface Pass {
  id: number;
  guest: string;
  status: string;
}

const passes: Pass[] = [
  { id: 1, guest: 'Alex', status: 'Used' },
  { id: 2, guest: 'Jo', status: 'Cancelled' },
];

function Passes(props: { items: Pass[] | undefined; failure?: { message: string; onRetry?: () => void } }) {
  return (
    <CardList
      label="Guest passes"
      loadingLabel="Loading your guest passes"
      empty="You have no guest passes."
      itemKey={(pass) => pass.id}
      renderItem={(pass) => (
        <>
          <span>{pass.guest}</span>
          <span>{pass.status}</span>
        </>
      )}
      {...props}
    />
  );
}

describe('CardList', () => {
  it('lists the items, each in its own list item', () => {
    renderWithTheme(<Passes items={passes} />);
    const list = screen.getByRole('list', { name: 'Guest passes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['AlexUsed', 'JoCancelled']);
  });

  it('says so when there are none, and shows a spinner while they load', () => {
    const { rerender } = renderWithTheme(<Passes items={undefined} />);
    expect(screen.getByText('Loading your guest passes')).toBeInTheDocument();
    rerender(<Passes items={[]} />);
    expect(screen.getByText('You have no guest passes.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says what went wrong as an alert and offers Try again', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderWithTheme(<Passes items={undefined} failure={{ message: 'We couldn’t load your passes.', onRetry }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('We couldn’t load your passes.');
    expect(screen.queryByText('Loading your guest passes')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('is an ordered list when the order means something', () => {
    renderWithTheme(<Passes items={passes} />);
    expect(screen.getByRole('list').tagName).toBe('UL');
    renderWithTheme(
      <CardList ordered label="Uses" items={passes} empty="" itemKey={(pass) => pass.id} renderItem={() => 'use'} />,
    );
    expect(screen.getByRole('list', { name: 'Uses' }).tagName).toBe('OL');
  });
});

describe('ListStates', () => {
  it('hands the items to its children once there are some (a table)', () => {
    renderWithTheme(
      <ListStates items={passes} empty="None">
        {(items) => <p>{items.length} passes</p>}
      </ListStates>,
    );
    expect(screen.getByText('2 passes')).toBeInTheDocument();
  });
});

describe('usePageHeadingFocus', () => {
  function Page({ page }: { page: number }) {
    const ref = usePageHeadingFocus(page);
    return (
      <h2 ref={ref} tabIndex={-1}>
        Payment history
      </h2>
    );
  }

  it('moves focus to the heading when another page shows, not on the first', () => {
    const { rerender } = render(<Page page={1} />);
    const heading = screen.getByRole('heading', { name: 'Payment history' });
    expect(heading).not.toHaveFocus();
    act(() => rerender(<Page page={2} />));
    expect(heading).toHaveFocus();
  });
});
