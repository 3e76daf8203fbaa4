import { usePageTitle } from '@leisure/theme';
import { NotFound } from '@leisure/ui';

/** Any path an app does not know (docs/product/platform.md D2), inside the site's layout. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return <NotFound />;
}
