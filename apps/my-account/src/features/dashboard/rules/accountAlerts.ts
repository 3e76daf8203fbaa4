import type { HeldMembership, User } from '@leisure/api-contract/browser';

/** Something on the account the customer has to act on, with what to do about it. */
export type AccountAlert =
  | { kind: 'penalties' }
  | { kind: 'documentExpiring'; daysToExpiry: number }
  | { kind: 'uploadRequired'; membership: Pick<HeldMembership, 'id' | 'name'> | null };

type AlertUser = Pick<User, 'hasOutstandingPenalties' | 'documentExpiry' | 'membershipDocumentUploadRequired'>;

/**
 * The dashboard's alerts, most pressing first (docs/product/account.md, issue 13): outstanding penalties (they block
 * booking), a document expiring soon (or already expired: docs/decisions/0109-user-fields.md), and proof of eligibility
 * still to upload, once per membership that needs it. When the memberships could not be loaded (`undefined`), the
 * user's own flag gives one alert that leads to the memberships page.
 */
export function accountAlerts(user: AlertUser, memberships: readonly HeldMembership[] | undefined): AccountAlert[] {
  const alerts: AccountAlert[] = [];
  if (user.hasOutstandingPenalties) alerts.push({ kind: 'penalties' });
  if (user.documentExpiry?.documentExpiringSoon) {
    alerts.push({ kind: 'documentExpiring', daysToExpiry: user.documentExpiry.daysToExpiry });
  }
  const needingUpload = (memberships ?? []).filter(
    (membership) => membership.documentUploadRequired && membership.status !== 'ended',
  );
  if (needingUpload.length > 0) {
    for (const membership of needingUpload) alerts.push({ kind: 'uploadRequired', membership });
  } else if (user.membershipDocumentUploadRequired && !memberships) {
    alerts.push({ kind: 'uploadRequired', membership: null });
  }
  return alerts;
}

/** "expires in 12 days", "expires tomorrow", "expires today", "expired yesterday", "expired 3 days ago". */
export function expiryWording(daysToExpiry: number): string {
  if (daysToExpiry > 1) return `expires in ${daysToExpiry} days`;
  if (daysToExpiry === 1) return 'expires tomorrow';
  if (daysToExpiry === 0) return 'expires today';
  if (daysToExpiry === -1) return 'expired yesterday';
  return `expired ${-daysToExpiry} days ago`;
}
