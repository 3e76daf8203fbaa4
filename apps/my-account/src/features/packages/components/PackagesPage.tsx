import { usePageTitle } from '@leisure/theme';

/** Placeholder until the page is built: its heading and title are the navigation label (docs/product/account.md D26). */
export function PackagesPage() {
  usePageTitle('Packages');
  return <h1>Packages</h1>;
}
