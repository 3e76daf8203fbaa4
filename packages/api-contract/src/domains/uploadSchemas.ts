// Files a customer uploads from the account: proof of eligibility for a membership and a profile photo
// (docs/decisions/0450-0452). They travel as base64 inside a JSON body so that they pass through the same contract,
// validation and client as every other call; the server checks the type by the file's first bytes.
import { z } from 'zod';
import { id, isoDate, isoDateTime } from '../common.ts';
import { documentContentTypes, photoContentTypes } from './uploadRules.ts';

const fileName = z
  .string({ error: 'Choose a file' })
  .trim()
  .min(1, 'Choose a file')
  .max(255, 'The file name must be 255 characters or fewer');
const base64Content = z.base64({ error: 'The file could not be read: send its content as base64' });

export const uploadDocumentBody = z.object({
  fileName,
  contentType: z.enum(documentContentTypes, { error: 'Choose a PDF, JPEG or PNG file' }),
  content: base64Content,
});

export const uploadPhotoBody = z.object({
  fileName,
  contentType: z.enum(photoContentTypes, { error: 'Choose a JPEG or PNG photo' }),
  content: base64Content,
});

/**
 * Where a membership's proof of eligibility stands: none needed, waiting for the customer, waiting for staff,
 * accepted, or rejected (with the reason) and to be sent again.
 */
export const documentStatus = z.enum(['not-required', 'awaiting-upload', 'under-review', 'accepted', 'rejected']);
export type DocumentStatus = z.infer<typeof documentStatus>;

export const membershipDocumentSchema = z.object({
  membershipId: id,
  membershipName: z.string(),
  /** What the membership asks for, e.g. "Student" (the membership type's eligibility). */
  eligibility: z.string().nullable(),
  status: documentStatus,
  /** The latest file sent, when there is one (a document accepted at reception has none). */
  file: z
    .object({
      fileName: z.string(),
      contentType: z.string(),
      sizeBytes: z.number().int().min(0),
      uploadedAt: isoDateTime,
    })
    .nullable(),
  /** Why staff rejected the latest document; null unless rejected. */
  rejectionReason: z.string().nullable(),
  /** The last day an accepted document is valid; null when it does not expire. */
  expiresOn: isoDate.nullable(),
  /** Days left until expiresOn (negative once past); null without an expiry. */
  daysToExpiry: z.number().int().nullable(),
  /** Whether a (new) document can be sent now: awaiting, rejected, under review (replaces it), or expiring soon. */
  canUpload: z.boolean(),
});
export type MembershipDocument = z.infer<typeof membershipDocumentSchema>;
