// Proof of eligibility uploaded later from the account (docs/product/joining.md §1) and the profile photo
// (docs/product/platform.md §3 User): decisions 0450 (the file store and transport), 0451 (document statuses)
// and 0452 (profile photos).
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { idParam } from '../common.ts';
import { userSchema } from './authSchemas.ts';
import { membershipDocumentSchema, uploadDocumentBody, uploadPhotoBody } from './uploadSchemas.ts';
import { MAX_DOCUMENT_BYTES, MAX_PHOTO_BYTES, uploadBodyLimit } from './uploadRules.ts';

export * from './uploadSchemas.ts';
export * from './uploadRules.ts';

const membershipParams = z.object({ membershipId: idParam });

export const uploadEndpoints = {
  listMyDocuments: defineEndpoint({
    id: 'listMyDocuments',
    method: 'GET',
    path: '/my-account/documents',
    tag: 'My account',
    summary: "Proof of eligibility for each of the user's memberships that needs it",
    auth: 'customer',
    response: z.array(membershipDocumentSchema),
  }),
  getMembershipDocument: defineEndpoint({
    id: 'getMembershipDocument',
    method: 'GET',
    path: '/my-account/memberships/{membershipId}/document',
    tag: 'My account',
    summary: "A membership's proof of eligibility: awaiting upload, under review, accepted or rejected with reason",
    auth: 'customer',
    params: membershipParams,
    response: membershipDocumentSchema,
    errors: [404],
  }),
  uploadMembershipDocument: defineEndpoint({
    id: 'uploadMembershipDocument',
    method: 'PUT',
    path: '/my-account/memberships/{membershipId}/document',
    tag: 'My account',
    summary: 'Send proof of eligibility (PDF, JPEG or PNG, up to 5 MB, base64), replacing one under review or rejected',
    description:
      'The type is checked by the file content, not only by content_type. The document goes under review; the ' +
      "membership's document_upload_required (and the user's membership_document_upload_required) follow.",
    auth: 'customer',
    params: membershipParams,
    body: uploadDocumentBody,
    response: membershipDocumentSchema,
    maxBodyBytes: uploadBodyLimit(MAX_DOCUMENT_BYTES),
    errors: [404, 409, 413, 422],
  }),
  uploadProfilePhoto: defineEndpoint({
    id: 'uploadProfilePhoto',
    method: 'PUT',
    path: '/my-account/profile-photo',
    tag: 'My account',
    summary: "Set or replace the user's profile photo (JPEG or PNG, up to 2 MB, base64); answers the user",
    auth: 'customer',
    body: uploadPhotoBody,
    response: userSchema,
    maxBodyBytes: uploadBodyLimit(MAX_PHOTO_BYTES),
    errors: [413, 422],
  }),
  removeProfilePhoto: defineEndpoint({
    id: 'removeProfilePhoto',
    method: 'DELETE',
    path: '/my-account/profile-photo',
    tag: 'My account',
    summary: "Remove the user's profile photo; answers the user",
    auth: 'customer',
    response: userSchema,
  }),
};
