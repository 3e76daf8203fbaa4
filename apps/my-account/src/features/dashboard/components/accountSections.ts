import { accountSubNavItems, type Destination } from '@leisure/layout';
import type { AppConfig } from '@leisure/config';

export interface AccountSection {
  label: string;
  to: Destination;
  description: string;
}

const descriptions: Record<string, string> = {
  'My details': 'Your contact details, address, photo and password.',
  Memberships: 'Change, renew, freeze or cancel a membership, and send proof of eligibility.',
  Packages: 'Class packs you have bought: uses left and the bookings that used them.',
  Bookings: 'Your upcoming and past bookings: cancel one or add it to your calendar.',
  Family: 'Your household: add a child, invite an adult, and who you can book for.',
  Lessons: 'Classes, progress, make-up lessons and offers for you and your children.',
  'Guest passes': "Bring a guest: this month's allowance and your passes.",
  Payments: 'Your payment history and receipts, saved cards and Direct Debit.',
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
