// The rules an uploaded file must meet, shared by the browser (checked before sending) and the sandbox (checked
// again on arrival): zod-free, so front ends import them from '@leisure/api-contract/browser' (decision 0450).

/** Proof of eligibility: PDF, JPEG or PNG up to 5 MB (02-online-joining §1). */
export const documentContentTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
/** A profile photo: JPEG or PNG up to 2 MB. */
export const photoContentTypes = ['image/jpeg', 'image/png'] as const;
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

export type UploadContentType = (typeof documentContentTypes)[number];

/**
 * The type a file's first bytes say it is (its "magic number"), whatever its name or declared type claims:
 * `%PDF-` for PDF, FF D8 FF for JPEG, the 8-byte PNG signature. Undefined for anything else.
 */
export function sniffContentType(head: Uint8Array): UploadContentType | undefined {
  const starts = (signature: number[]) => signature.every((byte, index) => head[index] === byte);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return undefined;
}

/** "5 MB" for the messages. */
export const megabytes = (bytes: number): string => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** The JSON body of an upload may carry the base64 of a file up to 1 MB over its limit, so that one gets a field message. */
export const uploadBodyLimit = (maxFileBytes: number): number =>
  Math.ceil(((maxFileBytes + 1024 * 1024) * 4) / 3) + 4096;
