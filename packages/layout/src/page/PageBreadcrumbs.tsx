import { Breadcrumbs, type BreadcrumbsProps } from '@leisure/ui';
import { useFrontEnd } from '../frontEnd/frontEndContext.ts';

/**
 * A page's breadcrumb trail, left out when the page is embedded in an operator's site: embedded mode hides the
 * header, footer and breadcrumbs (issue 14, docs/decisions/0640), and the operator's page is the way back. A kiosk
 * has none either: its bar's way home is the only way out (docs/decisions/0024).
 */
export function PageBreadcrumbs(props: BreadcrumbsProps) {
  const { flags } = useFrontEnd();
  if (flags.embedded || flags.kiosk) return null;
  return <Breadcrumbs {...props} />;
}
