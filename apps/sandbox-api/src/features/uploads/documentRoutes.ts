import { contract, documentContentTypes, MAX_DOCUMENT_BYTES } from '@leisure/api-contract';
import { implement } from '../../http/implement.ts';
import { conflict, notFound } from '../../http/apiError.ts';
import { transaction } from '../../db/database.ts';
import { retireFile, saveUpload } from '../../kernel/fileStore.ts';
import {
  findProofMembership,
  proofMembershipsOf,
  refreshUserDocumentState,
  toMembershipDocument,
} from './membershipDocuments.ts';

const documentRules = {
  allowed: documentContentTypes,
  maxBytes: MAX_DOCUMENT_BYTES,
  description: 'a PDF, JPEG or PNG file',
};

export const documentRoutes = [
  implement(contract.uploads.listMyDocuments, ({ db, clock, user }) =>
    proofMembershipsOf(db, user!.id).map((membership) => toMembershipDocument(db, clock, membership)),
  ),

  implement(contract.uploads.getMembershipDocument, ({ db, clock, user, params }) => {
    const membership = findProofMembership(db, user!.id, params.membershipId);
    if (!membership) throw notFound('No such membership on your account.');
    return toMembershipDocument(db, clock, membership);
  }),

  /**
   * Decision 0451: the document goes under review and replaces one under review or rejected (their files are
   * deleted); an accepted one stays valid until staff accept the new one. The membership no longer awaits a document.
   */
  implement(contract.uploads.uploadMembershipDocument, (services) => {
    const { db, clock, user, params, body } = services;
    const membership = findProofMembership(db, user!.id, params.membershipId);
    if (!membership) throw notFound('No such membership on your account.');
    const before = toMembershipDocument(db, clock, membership);
    if (before.status === 'not-required') throw conflict('This membership needs no proof of eligibility.');
    if (!before.canUpload) {
      throw conflict(
        before.status === 'accepted'
          ? 'Your proof of eligibility has been accepted: send a new one when it is about to expire.'
          : 'This membership has ended: it needs no proof of eligibility now.',
      );
    }
    const file = saveUpload(services, { ownerUserId: user!.id, kind: 'eligibility-document' }, body, documentRules);
    let supersededFiles: number[];
    try {
      supersededFiles = transaction(db, () => {
        const superseded = db
          .prepare(
            `SELECT id, file_id FROM membership_documents
             WHERE user_membership_id = ? AND status IN ('under-review', 'rejected')`,
          )
          .all(membership.id) as { id: number; file_id: number | null }[];
        for (const old of superseded) {
          db.prepare("UPDATE membership_documents SET status = 'replaced' WHERE id = ?").run(old.id);
        }
        db.prepare(
          `INSERT INTO membership_documents (user_membership_id, file_id, status, uploaded_at)
           VALUES (?, ?, 'under-review', ?)`,
        ).run(membership.id, file.id, clock.now().toISOString());
        db.prepare('UPDATE user_memberships SET document_upload_required = 0 WHERE id = ?').run(membership.id);
        refreshUserDocumentState(db, user!.id, { expiry: false });
        return superseded.flatMap((old) => (old.file_id === null ? [] : [old.file_id]));
      });
    } catch (error) {
      retireFile(services, file.id, 'removed');
      throw error;
    }
    // Deleted once the change is committed: a rolled-back upload never loses the file it would have replaced.
    for (const fileId of supersededFiles) retireFile(services, fileId, 'replaced');
    return toMembershipDocument(db, clock, findProofMembership(db, user!.id, membership.id)!);
  }),
];
