import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme.tsx';
import { Pagination } from './Pagination.tsx';

const hrefFor = (page: number) => `/payments?page=${page}`;
const render = (currentPage: number, lastPage: number) =>
  renderWithTheme(<Pagination currentPage={currentPage} lastPage={lastPage} hrefFor={hrefFor} label="History pages" />);

describe('Pagination', () => {
  it.each([
    // [page, last page, links shown, position]
    [1, 3, ['Next page'], 'Page 1 of 3'],
    [2, 3, ['Previous page', 'Next page'], 'Page 2 of 3'],
    [3, 3, ['Previous page'], 'Page 3 of 3'],
    // A page past the end (an old link) leads back to the last page.
    [7, 3, ['Previous page'], 'Page 7 of 3'],
  ])('on page %i of %i offers %j and says where it is', (page, last, links, position) => {
    render(page, last);
    const nav = screen.getByRole('navigation', { name: 'History pages' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(links);
    expect(within(nav).getByText(position)).toHaveAttribute('aria-current', 'page');
  });

  it('links to the neighbouring pages', () => {
    render(2, 3);
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/payments?page=1');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/payments?page=3');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('rel', 'prev');
  });

  it('a past-the-end page goes back to the last page', () => {
    render(7, 3);
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/payments?page=3');
  });

  it('shows nothing when everything fits on one page', () => {
    render(1, 1);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
