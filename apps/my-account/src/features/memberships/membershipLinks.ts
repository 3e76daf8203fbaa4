import type { HeldMembership } from '@leisure/api-contract/browser';
import type { useHrefTo } from '@leisure/layout';
import type { ButtonVariant } from '@leisure/ui';
import { cancelPath, documentPath, freezePath, isMonthly, membershipCardPath } from './membershipLabels.ts';

/** Helper E's Direct Debit page (features/directDebit). */
const directDebitPath = '/payments/direct-debit';

export interface MembershipLink {
  label: string;
  href: string;
  variant?: ButtonVariant;
}

/**
 * What the member can do with one membership, in the card's order (docs/product/account.md D29): only the links
 * its state allows.
 */
export function membershipLinks(membership: HeldMembership, hrefTo: ReturnType<typeof useHrefTo>): MembershipLink[] {
  const current = membership.status !== 'ended';
  const links: (MembershipLink | false)[] = [
    membership.canChange && {
      label: 'Change membership',
      variant: 'secondary',
      href: hrefTo({ app: 'onlineJoining', path: `/centre/${membership.homeVenue.slug}?change=${membership.id}` }),
    },
    membership.canRenew && {
      label: 'Renew',
      href: hrefTo({ app: 'onlineJoining', path: `/?renew=${membership.id}` }),
    },
    membership.canFreeze && { label: 'Freeze membership', variant: 'secondary', href: freezePath(membership.id) },
    membership.documentUploadRequired && { label: 'Upload proof of eligibility', href: documentPath(membership.id) },
    current && { label: 'Membership card', variant: 'secondary', href: membershipCardPath },
    isMonthly(membership) &&
      current &&
      !membership.notice && { label: 'Change Direct Debit', variant: 'secondary', href: directDebitPath },
    membership.canCancel && { label: 'Cancel membership', variant: 'link', href: cancelPath(membership.id) },
  ];
  return links.filter((link): link is MembershipLink => link !== false);
}
