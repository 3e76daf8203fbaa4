import styled, { css } from 'styled-components';
import { useBasket } from '@leisure/basket';
import { ButtonLink } from '@leisure/ui';

const Bar = styled.section<{ $belowTabletOnly: boolean }>`
  /* In the flow at the end of the page, so it never covers the last of it: sticky, not fixed (decision 0027). */
  position: sticky;
  bottom: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.m};
  margin-top: ${({ theme }) => theme.spacing.l};
  padding: ${({ theme }) => `${theme.spacing.s} ${theme.spacing.m}`};
  /* A phone's home indicator and rounded corners (env() is 0 where there are none). */
  padding-bottom: calc(${({ theme }) => theme.spacing.s} + env(safe-area-inset-bottom, 0px));
  padding-left: calc(${({ theme }) => theme.spacing.m} + env(safe-area-inset-left, 0px));
  padding-right: calc(${({ theme }) => theme.spacing.m} + env(safe-area-inset-right, 0px));
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-top: 4px solid ${({ theme }) => theme.colours.primary};
  border-radius: ${({ theme }) => `${theme.radii.medium} ${theme.radii.medium} 0 0`};
  background: ${({ theme }) => theme.colours.background};
  box-shadow: 0 -0.25rem 1rem rgb(0 0 0 / 12%);

  p {
    display: flex;
    flex-direction: column;
    margin: 0;
  }
  strong {
    font-size: 1.25rem;
  }
  span {
    color: ${({ theme }) => theme.colours.mutedText};
    font-size: 0.875rem;
  }

  ${({ theme }) => theme.media.mobile} {
    margin-left: calc(-1 * ${({ theme }) => theme.spacing.m});
    margin-right: calc(-1 * ${({ theme }) => theme.spacing.m});
    border-left: 0;
    border-right: 0;
    border-radius: 0;
  }

  ${({ $belowTabletOnly, theme }) =>
    $belowTabletOnly &&
    css`
      display: none;
      ${theme.media.belowTablet} {
        display: flex;
      }
    `}
`;

const itemCount = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

export interface StickyBasketBarProps {
  /**
   * Only below the tablet breakpoint: the basket page, whose summary (with its own Checkout) sits beside the lines
   * on wider screens and hides its Checkout where this bar shows, so a page has one Checkout.
   */
  belowTabletOnly?: boolean;
  /** What Checkout should be read with (the basket's "Accept the waivers above to check out."). */
  checkoutDescribedBy?: string;
}

/**
 * The basket's count and total (GET cart, the server's own numbers) with Checkout, kept at the bottom of the screen
 * while the page scrolls (docs/decisions/0027). Placed last in the page's content, so Tab reaches it after the
 * content it follows. Not shown while the basket is empty or for a visitor (baskets are kept on the server for
 * customers only).
 */
export function StickyBasketBar({ belowTabletOnly = false, checkoutDescribedBy }: StickyBasketBarProps) {
  const { cart } = useBasket();
  if (!cart || cart.items.length === 0) return null;
  return (
    <Bar aria-label="Your basket" $belowTabletOnly={belowTabletOnly}>
      <p>
        <strong>{cart.totals.formattedTotal}</strong>
        <span>{itemCount(cart.totals.itemCount)} · including VAT</span>
      </p>
      <ButtonLink href="/checkout" aria-describedby={checkoutDescribedBy}>
        Checkout
      </ButtonLink>
    </Bar>
  );
}
