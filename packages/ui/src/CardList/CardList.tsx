import type { Key, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';

export type CardListVariant = 'cards' | 'rows' | 'statusRows';

export interface CardListFailure {
  /** What went wrong, said as an alert. */
  message: ReactNode;
  /** Offers "Try again". */
  onRetry?: () => void;
}

export interface ListStatesProps<T> {
  /** The items; `undefined` while they load. */
  items: readonly T[] | undefined;
  /** The spinner's words while they load ("Loading your bookings"); "Loading" by default. */
  loadingLabel?: string;
  /** What is said when there are none, often with the way to get some. */
  empty: ReactNode;
  /** They could not be loaded: said instead of the list. */
  failure?: CardListFailure | false | null;
}

export interface CardListProps<T> extends ListStatesProps<T> {
  itemKey: (item: T, index: number) => Key;
  /** Each item's content, in its `li`. */
  renderItem: (item: T) => ReactNode;
  /**
   * `cards` (the default): items apart, each its own card. `rows`: a card's short lines, divided by rules.
   * `statusRows`: a line of text with its status at the end (its last child, muted), ruled off above.
   */
  variant?: CardListVariant;
  /** An `ol`: the order means something (latest first). */
  ordered?: boolean;
  /** Names the list. */
  label?: string;
  /** Another page of it is loading (`aria-busy`). */
  busy?: boolean;
}

const cards = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.m};
`;

const rows = css`
  display: flex;
  flex-direction: column;

  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.xxs};
    padding: ${({ theme }) => theme.spacing.s} 0;
    border-top: 1px solid ${({ theme }) => theme.colours.border};
  }
  li:first-child {
    padding-top: 0;
    border-top: 0;
  }
`;

const statusRows = css`
  /* The status keeps its place on the right; a long line wraps beside it. */
  li {
    display: grid;
    grid-template-columns: 1fr auto;
    align-items: baseline;
    gap: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.m}`};
    padding: ${({ theme }) => theme.spacing.xs} 0;
    border-top: 1px solid ${({ theme }) => theme.colours.border};
  }
  li > :last-child:not(:first-child) {
    color: ${({ theme }) => theme.colours.mutedText};
  }

  /* Links in a list of text keep a 24 px target (WCAG 2.5.8). */
  a {
    display: inline-block;
    min-height: 24px;
  }
`;

const variants = { cards, rows, statusRows };

const List = styled.ul<{ $variant: CardListVariant }>`
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ $variant }) => variants[$variant]}
`;

/**
 * The states around a list of an account's things: a spinner while it loads, what went wrong (and Try again) when it
 * cannot, what is said when there are none; else `children` draws the items (a table, where CardList's list will not
 * do).
 */
export function ListStates<T>({
  items,
  loadingLabel = 'Loading',
  empty,
  failure,
  children,
}: ListStatesProps<T> & { children: (items: readonly T[]) => ReactNode }) {
  if (failure) {
    return (
      <>
        <p role="alert">{failure.message}</p>
        {failure.onRetry && (
          <div>
            <Button variant="secondary" size="small" onClick={failure.onRetry}>
              Try again
            </Button>
          </div>
        )}
      </>
    );
  }
  if (!items) return <Spinner label={loadingLabel} />;
  if (items.length === 0) return <p>{empty}</p>;
  return children(items);
}

/**
 * A list of an account's things (bookings, passes, memberships, uses) with its states (ListStates): a spinner while it
 * loads, what went wrong and Try again, what is said when there are none, else the items.
 */
export function CardList<T>({
  itemKey,
  renderItem,
  variant = 'cards',
  ordered = false,
  label,
  busy,
  ...states
}: CardListProps<T>) {
  return (
    <ListStates {...states}>
      {(items) => (
        <List as={ordered ? 'ol' : 'ul'} $variant={variant} aria-label={label} aria-busy={busy || undefined}>
          {items.map((item, index) => (
            <li key={itemKey(item, index)}>{renderItem(item)}</li>
          ))}
        </List>
      )}
    </ListStates>
  );
}
