import { Fragment, type HTMLAttributes, type Key, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** One label and its value. */
export interface Definition {
  label: ReactNode;
  value: ReactNode;
  /** The React key, where the label is not a string. */
  key?: Key;
  /** The amounts' total: in bold. */
  total?: boolean;
}

export type DefinitionListVariant = 'details' | 'amounts';

export interface DefinitionListProps extends Omit<HTMLAttributes<HTMLDListElement>, 'children'> {
  /** The pairs in reading order; `false`, `null` and `undefined` are left out, for pairs that only sometimes apply. */
  items: ReadonlyArray<Definition | false | null | undefined>;
  /**
   * `details` (the default): each label beside its value, in bold, stacked on phones (a Direct Debit's account, a
   * receipt's facts). `amounts`: the label on the left and the amount on the right in even-width figures (a basket's
   * total, what is left to pay).
   */
  variant?: DefinitionListVariant;
}

const details = css`
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.l}`};

  dt {
    font-weight: 700;
  }
  dd {
    overflow-wrap: anywhere;
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    row-gap: 0;

    dd + dt {
      margin-top: ${({ theme }) => theme.spacing.s};
    }
  }
`;

const amounts = css`
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.m}`};

  dd {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .total {
    font-weight: 700;
  }
`;

const List = styled.dl<{ $variant: DefinitionListVariant }>`
  display: grid;
  margin: 0;

  dd {
    margin: 0;
  }

  ${({ $variant }) => ($variant === 'amounts' ? amounts : details)}
`;

/**
 * Label and value pairs as a definition list (`dl`, `dt`, `dd`), so a screen reader says which value is which. Set
 * its margins with `styled(DefinitionList)`.
 */
export function DefinitionList({ items, variant = 'details', ...rest }: DefinitionListProps) {
  return (
    <List $variant={variant} {...rest}>
      {items.map((item, index) => {
        if (!item) return null;
        const className = item.total ? 'total' : undefined;
        return (
          <Fragment key={item.key ?? (typeof item.label === 'string' ? item.label : index)}>
            <dt className={className}>{item.label}</dt>
            <dd className={className}>{item.value}</dd>
          </Fragment>
        );
      })}
    </List>
  );
}
