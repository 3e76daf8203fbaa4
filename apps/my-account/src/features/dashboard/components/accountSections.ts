import { accountSubNavItems, type Destination } from '@leisure/layout';
import type { AppConfig } from '@leisure/config';

export interface AccountSection {
  label: string;
  to: Destination;
  description: string;
}

const descriptions: Record<string, string> = {
  'My details': 'Your contact details, address and emergency contact.',
  Memberships: 'Your memberships: change or renew them.',
  Packages: 'Class packs and other packages you have bought.',
  Bookings: 'Your upcoming and past bookings.',
  'Guest passes': 'Passes for bringing a guest along.',
  Payments: 'Your payments, saved cards and Direct Debit.',
};

/** The dashboard's cards: the account pages of the sub-navigation (docs/product/platform.md §2), less the dashboard itself. */
export function accountSections(
  features: Pick<AppConfig['features'], 'onlineJoining' | 'onlineGuestPasses'>,
): AccountSection[] {
  return accountSubNavItems(features).flatMap((item) =>
    item.kind === 'link' && item.to.path !== '/'
      ? [{ label: item.label, to: item.to, description: descriptions[item.label] ?? '' }]
      : [],
  );
}
