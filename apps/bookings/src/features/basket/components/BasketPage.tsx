import { BasketExpiryWarning, useBasket } from '@leisure/basket';
import { usePageTitle } from '@leisure/theme';
import { Button, Link, Spinner } from '@leisure/ui';
import { KioskIdleGuard } from '../../kiosk/index.ts';
import { PAGE_HEADING_ID } from '../hooks/focusBasket.ts';
import { BasketContents } from './BasketContents.tsx';
import { Notice, PageHeading } from './basketStyles.ts';
import { SelectedUserPicker } from './SelectedUserPicker.tsx';

/**
 * /basket (docs/product/bookings.md D22, D23): the selected user's basket, or "Your basket is empty" with a way to
 * book; notices from the server (lines dropped because their hold ran out); the expiry warning. Logged-in only:
 * the route guards it.
 */
export function BasketPage() {
  usePageTitle('Shopping basket');
  const { cart, isLoading, error, refetch, adding, removing } = useBasket();
  return (
    <>
      <PageHeading id={PAGE_HEADING_ID} tabIndex={-1}>
        Shopping basket
      </PageHeading>
      <SelectedUserPicker />
      {cart && cart.notices.length > 0 && (
        <Notice role="status">
          {cart.notices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
        </Notice>
      )}
      {isLoading && <Spinner label="Loading your basket" size="2rem" />}
      {!cart && !isLoading && error && (
        <Notice role="alert">
          <p>Your basket could not be loaded. {error.message}</p>
          <Button variant="secondary" onClick={refetch}>
            Try again
          </Button>
        </Notice>
      )}
      {cart &&
        (cart.items.length === 0 ? (
          <>
            <p>Your basket is empty</p>
            <p>
              <Link href="/">Book an activity</Link>
            </p>
          </>
        ) : (
          <BasketContents cart={cart} busy={adding || removing} />
        ))}
      <BasketExpiryWarning />
      <KioskIdleGuard />
    </>
  );
}
