import type { MembershipDocument } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';
import { ukToday, type Clock } from '../../clock.ts';
import { daysBetween } from '@leisure/dates';
import { DOCUMENT_EXPIRING_SOON_DAYS } from '../auth/index.ts';

// Proof of eligibility per held membership (decision 0451). The newest membership_documents row that was not
// replaced is the membership's status; without one, document_upload_required says whether it is awaited.

export interface ProofMembership {
  id: number;
  userId: number;
  name: string;
  eligibility: string | null;
  requiresProof: boolean;
  documentUploadRequired: boolean;
  endDate: string | null;
}

interface DocumentRow {
  id: number;
  status: 'under-review' | 'accepted' | 'rejected';
  rejection_reason: string | null;
  expires_on: string | null;
  uploaded_at: string;
  file_name: string | null;
  content_type: string | null;
  size_bytes: number | null;
  file_id: number | null;
}

const MEMBERSHIP_SELECT = `SELECT um.id, um.user_id AS userId, mt.name, er.name AS eligibility,
  COALESCE(er.requires_proof, 0) AS requiresProof, um.document_upload_required AS documentUploadRequired,
  um.end_date AS endDate
  FROM user_memberships um JOIN membership_types mt ON mt.id = um.membership_type_id
  LEFT JOIN membership_eligibility_rules er ON er.id = mt.eligibility_rule_id`;

const toMembership = (row: ProofMembership): ProofMembership => ({
  ...row,
  requiresProof: Boolean(row.requiresProof),
  documentUploadRequired: Boolean(row.documentUploadRequired),
});

/** One of the user's memberships; another customer's is not found (ids are not confirmed). */
export function findProofMembership(db: Database, userId: number, membershipId: number): ProofMembership | undefined {
  const row = db.prepare(`${MEMBERSHIP_SELECT} WHERE um.id = ? AND um.user_id = ?`).get(membershipId, userId) as
    ProofMembership | undefined;
  return row && toMembership(row);
}

/** A membership by id alone, for the sandbox's review control. */
export function findProofMembershipById(db: Database, membershipId: number): ProofMembership | undefined {
  const row = db.prepare(`${MEMBERSHIP_SELECT} WHERE um.id = ?`).get(membershipId) as ProofMembership | undefined;
  return row && toMembership(row);
}

/** The user's memberships that ask for proof, or have been sent some, newest first. */
export function proofMembershipsOf(db: Database, userId: number): ProofMembership[] {
  return (
    db
      .prepare(
        `${MEMBERSHIP_SELECT} WHERE um.user_id = ? AND (COALESCE(er.requires_proof, 0) = 1
           OR um.document_upload_required = 1
           OR EXISTS (SELECT 1 FROM membership_documents md WHERE md.user_membership_id = um.id))
         ORDER BY um.start_date DESC, um.id DESC`,
      )
      .all(userId) as unknown as ProofMembership[]
  ).map(toMembership);
}

/** The membership's current document (the newest not replaced), with its file's details. */
export function currentDocument(db: Database, membershipId: number): DocumentRow | undefined {
  return db
    .prepare(
      `SELECT md.id, md.status, md.rejection_reason, md.expires_on, md.uploaded_at, md.file_id,
         sf.original_name AS file_name, sf.content_type, sf.size_bytes
       FROM membership_documents md LEFT JOIN stored_files sf ON sf.id = md.file_id
       WHERE md.user_membership_id = ? AND md.status <> 'replaced' ORDER BY md.id DESC LIMIT 1`,
    )
    .get(membershipId) as DocumentRow | undefined;
}

/** The membership's proof as the account shows it, as of the clock's UK today. */
export function toMembershipDocument(db: Database, clock: Clock, membership: ProofMembership): MembershipDocument {
  const today = ukToday(clock);
  const document = currentDocument(db, membership.id);
  const awaited = membership.documentUploadRequired || membership.requiresProof;
  const status: MembershipDocument['status'] = document
    ? document.status
    : awaited
      ? 'awaiting-upload'
      : 'not-required';
  const expiresOn = document?.status === 'accepted' ? document.expires_on : null;
  // An accepted document that is about to run out (or has) may be followed by a new one, sent before it lapses.
  const acceptedDaysToExpiry = expiresOn === null ? null : daysBetween(today, expiresOn);
  const ended = membership.endDate !== null && membership.endDate < today;
  const canUpload =
    !ended &&
    (status === 'awaiting-upload' ||
      status === 'under-review' ||
      status === 'rejected' ||
      (status === 'accepted' && acceptedDaysToExpiry !== null && acceptedDaysToExpiry <= DOCUMENT_EXPIRING_SOON_DAYS));
  // While a new document is under review, the one still accepted keeps its expiry (the dashboard's warning stays).
  const stillValid = db
    .prepare(
      `SELECT expires_on FROM membership_documents WHERE user_membership_id = ? AND status = 'accepted'
       ORDER BY id DESC LIMIT 1`,
    )
    .get(membership.id) as { expires_on: string | null } | undefined;
  const shownExpiry = expiresOn ?? (status === 'under-review' ? (stillValid?.expires_on ?? null) : null);
  return {
    membershipId: membership.id,
    membershipName: membership.name,
    eligibility: membership.eligibility,
    status,
    file:
      document && document.file_id !== null
        ? {
            fileName: document.file_name ?? 'document',
            contentType: document.content_type ?? 'application/octet-stream',
            sizeBytes: document.size_bytes ?? 0,
            uploadedAt: document.uploaded_at,
          }
        : null,
    rejectionReason: document?.status === 'rejected' ? document.rejection_reason : null,
    expiresOn: shownExpiry,
    daysToExpiry: shownExpiry === null ? null : daysBetween(today, shownExpiry),
    canUpload,
  };
}

/**
 * After an upload or a review: the user's membership_document_upload_required is whether any of their memberships
 * still awaits a document, and document_expiry the soonest expiry of the documents accepted now.
 */
export function refreshUserDocumentState(db: Database, userId: number, options: { expiry: boolean }): void {
  db.prepare(
    `UPDATE users SET membership_document_upload_required =
       EXISTS (SELECT 1 FROM user_memberships WHERE user_id = ?1 AND document_upload_required = 1) WHERE id = ?1`,
  ).run(userId);
  if (!options.expiry) return;
  const soonest = db
    .prepare(
      `SELECT MIN(md.expires_on) AS soonest FROM membership_documents md
       JOIN user_memberships um ON um.id = md.user_membership_id
       WHERE um.user_id = ? AND md.status = 'accepted' AND md.expires_on IS NOT NULL`,
    )
    .get(userId) as { soonest: string | null };
  db.prepare('UPDATE users SET document_expiry = ? WHERE id = ?').run(soonest.soonest, userId);
}
