import type { HeldMembership, MembershipDocument, MyLessons, User } from '@leisure/api-contract/browser';

/** Something on the account the customer has to act on, with what to do about it. */
export type AccountAlert =
  | { kind: 'penalties' }
  /** `membershipId`: the membership whose accepted document expires, when known (its upload page takes the new one). */
  | { kind: 'documentExpiring'; daysToExpiry: number; membershipId: number | null }
  | {
      kind: 'uploadRequired';
      membership: Pick<HeldMembership, 'id' | 'name'> | null;
      /** Why staff turned the last document down, when they did. */
      rejectionReason: string | null;
    }
  /** A lesson place or a move-up offered to a learner, waiting for an answer (docs/decisions/0595). */
  | { kind: 'lessonOffer'; offerId: number; firstName: string; moveUp: boolean; expiresAt: string };

type AlertUser = Pick<User, 'hasOutstandingPenalties' | 'documentExpiry' | 'membershipDocumentUploadRequired'>;

/**
 * The dashboard's alerts, most pressing first (docs/product/account.md, issue 13): outstanding penalties (they block
 * booking), a document expiring soon (or already expired: docs/decisions/0109-user-fields.md), and proof of eligibility
 * still to upload, once per membership that needs it. When the memberships could not be loaded (`undefined`), the
 * user's own flag gives one alert that leads to the memberships page.
 */
export function accountAlerts(
  user: AlertUser,
  memberships: readonly HeldMembership[] | undefined,
  documents: readonly MembershipDocument[] = [],
): AccountAlert[] {
  const alerts: AccountAlert[] = [];
  if (user.hasOutstandingPenalties) alerts.push({ kind: 'penalties' });
  if (user.documentExpiry?.documentExpiringSoon) {
    const { daysToExpiry } = user.documentExpiry;
    const expiring = documents.find((document) => document.daysToExpiry === daysToExpiry && document.canUpload);
    alerts.push({ kind: 'documentExpiring', daysToExpiry, membershipId: expiring?.membershipId ?? null });
  }
  const needingUpload = (memberships ?? []).filter(
    (membership) => membership.documentUploadRequired && membership.status !== 'ended',
  );
  for (const membership of needingUpload) {
    const document = documents.find((candidate) => candidate.membershipId === membership.id);
    const rejectionReason = document?.status === 'rejected' ? document.rejectionReason : null;
    alerts.push({ kind: 'uploadRequired', membership: { id: membership.id, name: membership.name }, rejectionReason });
  }
  if (needingUpload.length === 0 && user.membershipDocumentUploadRequired && !memberships) {
    alerts.push({ kind: 'uploadRequired', membership: null, rejectionReason: null });
  }
  return alerts;
}

/** A membership's proof-of-eligibility page (apps/my-account's documents feature). */
export const documentUploadPath = (membershipId: number): string => `/memberships/${membershipId}/document`;

/** "expires in 12 days", "expires tomorrow", "expires today", "expired yesterday", "expired 3 days ago". */
export function expiryWording(daysToExpiry: number): string {
  if (daysToExpiry > 1) return `expires in ${daysToExpiry} days`;
  if (daysToExpiry === 1) return 'expires tomorrow';
  if (daysToExpiry === 0) return 'expires today';
  if (daysToExpiry === -1) return 'expired yesterday';
  return `expired ${-daysToExpiry} days ago`;
}

/** An alert for each lesson offer or move-up the household has to answer (docs/decisions/0595-lessons-in-my-account.md). */
export function lessonOfferAlerts(lessons: MyLessons | undefined): AccountAlert[] {
  return (lessons?.learners ?? []).flatMap((learner) =>
    learner.places.flatMap((place): AccountAlert[] =>
      place.status === 'offered' && place.offer
        ? [
            {
              kind: 'lessonOffer',
              offerId: place.id,
              firstName: learner.firstName,
              moveUp: place.offer.kind === 'move-up',
              expiresAt: place.offer.expiresAt,
            },
          ]
        : [],
    ),
  );
}
