import { usePageTitle } from '@leisure/theme';

/** Placeholder until the page is built: its heading and title are the navigation label (docs/product/account.md D26). */
export function MembershipsPage() {
  usePageTitle('Memberships');
  return <h1>Memberships</h1>;
}
