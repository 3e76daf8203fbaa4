import styled from 'styled-components';
import { Link } from '../Link/Link.tsx';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.spacing.s} ${theme.spacing.l}`};
  margin-top: ${({ theme }) => theme.spacing.m};
`;

// 24 px targets at least (WCAG 2.5.8), with room around the words.
const PageLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.spacing.xxs};
`;

const Position = styled.p`
  margin: 0;
`;

export interface PaginationProps {
  /** The page shown, from 1. */
  currentPage: number;
  lastPage: number;
  /** Where a page lives, e.g. (page) => `?page=${page}`: pages are links, so Back and a shared URL keep the page. */
  hrefFor: (page: number) => string;
  /** Names the navigation, e.g. "Payment history pages". */
  label: string;
}

/**
 * "Previous page", where we are ("Page 2 of 4") and "Next page" for a list served a page at a time. Nothing shows
 * when everything fits on one page; a page past the end still offers the way back.
 */
export function Pagination({ currentPage, lastPage, hrefFor, label }: PaginationProps) {
  if (lastPage <= 1 && currentPage <= 1) return null;
  const previous = Math.min(currentPage - 1, lastPage);
  return (
    <Nav aria-label={label}>
      {previous >= 1 && (
        <PageLink href={hrefFor(previous)} rel="prev">
          Previous page
        </PageLink>
      )}
      <Position aria-current="page">
        Page {currentPage} of {lastPage}
      </Position>
      {currentPage < lastPage && (
        <PageLink href={hrefFor(currentPage + 1)} rel="next">
          Next page
        </PageLink>
      )}
    </Nav>
  );
}
