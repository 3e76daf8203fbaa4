import { useFrontEnd, useHrefTo } from '@leisure/layout';
import { Breadcrumbs } from '@leisure/ui';

/**
 * The joining journey's trail (docs/product/joining.md §2): a home icon to the bookings site, Buy membership, and the page's own
 * label after it (Checkout, Confirmation). Hidden when embedded and in kiosk mode.
 */
export function JoiningBreadcrumbs({ current }: { current?: 'Checkout' | 'Confirmation' }) {
  const { flags } = useFrontEnd();
  const hrefTo = useHrefTo();
  if (flags.embedded || flags.kiosk) return null;
  return (
    <Breadcrumbs
      homeHref={hrefTo({ app: 'bookings', path: '/' })}
      homeLabel="Home"
      items={current ? [{ label: 'Buy membership', href: '/' }, { label: current }] : [{ label: 'Buy membership' }]}
    />
  );
}
