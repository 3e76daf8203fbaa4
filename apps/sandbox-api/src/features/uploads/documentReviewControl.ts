import type { Hono } from 'hono';
import { z } from 'zod';
import { decamelizeKeys, isoDate } from '@leisure/api-contract';
import { controlBody } from '../../http/controlBody.ts';
import type { SandboxServices } from '../../http/context.ts';
import { transaction } from '../../db/database.ts';
import { retireFile } from '../../kernel/fileStore.ts';
import {
  findProofMembershipById,
  refreshUserDocumentState,
  toMembershipDocument,
  type ProofMembership,
} from './membershipDocuments.ts';

const reviewSchema = z.discriminatedUnion('decision', [
  z.object({
    membershipId: z.number().int().positive(),
    decision: z.literal('accept'),
    /** The last day the proof is valid (a student card's expiry); none when it does not expire. */
    expiresOn: isoDate.optional(),
  }),
  z.object({
    membershipId: z.number().int().positive(),
    decision: z.literal('reject'),
    reason: z.string().trim().min(1, 'Say why the document is rejected.').max(500),
  }),
]);

/**
 * POST /__sandbox/documents/review { membership_id, decision: 'accept' | 'reject', reason?, expires_on? } (sandbox
 * mode only): staff's review of the membership's document under review, so tests can show every status (decision
 * 0451). Accepting replaces the document accepted before (its file is deleted) and sets the user's document expiry;
 * rejecting asks for a new document again. 404 without such a membership, 409 when nothing is under review.
 */
export function mountDocumentReviewControl(app: Hono, services: SandboxServices): void {
  if (!services.settings.faultsEnabled) return;
  const { db, clock } = services;
  app.post('/__sandbox/documents/review', async (c) => {
    const read = await controlBody(c, reviewSchema);
    if (!read.ok) return read.answer;
    const review = read.body;
    const membership: ProofMembership | undefined = findProofMembershipById(db, review.membershipId);
    if (!membership) return c.json({ message: 'No such membership.' }, 404);
    const pending = db
      .prepare(
        `SELECT id FROM membership_documents WHERE user_membership_id = ? AND status = 'under-review'
         ORDER BY id DESC LIMIT 1`,
      )
      .get(membership.id) as { id: number } | undefined;
    if (!pending) return c.json({ message: 'No document of this membership is under review.' }, 409);
    const now = clock.now().toISOString();
    const retired = transaction(db, () => {
      if (review.decision === 'reject') {
        db.prepare(
          "UPDATE membership_documents SET status = 'rejected', rejection_reason = ?, reviewed_at = ? WHERE id = ?",
        ).run(review.reason, now, pending.id);
        db.prepare('UPDATE user_memberships SET document_upload_required = 1 WHERE id = ?').run(membership.id);
        refreshUserDocumentState(db, membership.userId, { expiry: false });
        return [];
      }
      const before = db
        .prepare(`SELECT id, file_id FROM membership_documents WHERE user_membership_id = ? AND status = 'accepted'`)
        .all(membership.id) as { id: number; file_id: number | null }[];
      for (const old of before)
        db.prepare("UPDATE membership_documents SET status = 'replaced' WHERE id = ?").run(old.id);
      db.prepare(
        "UPDATE membership_documents SET status = 'accepted', expires_on = ?, reviewed_at = ? WHERE id = ?",
      ).run(review.expiresOn ?? null, now, pending.id);
      db.prepare('UPDATE user_memberships SET document_upload_required = 0 WHERE id = ?').run(membership.id);
      refreshUserDocumentState(db, membership.userId, { expiry: true });
      return before.flatMap((old) => (old.file_id === null ? [] : [old.file_id]));
    });
    for (const fileId of retired) retireFile(services, fileId, 'replaced');
    return c.json({
      data: decamelizeKeys(toMembershipDocument(db, clock, findProofMembershipById(db, membership.id)!)),
    });
  });
}
