import { megabytes, sniffContentType, type UploadContentType } from '@leisure/api-contract/browser';

/** What a file must be to be sent: the types allowed, the largest size, and how the messages name them. */
export interface FileUploadRules<T extends UploadContentType = UploadContentType> {
  allowed: readonly T[];
  maxBytes: number;
  /** e.g. "a PDF, JPEG or PNG file". */
  description: string;
}

/** An upload body as the contract's upload calls take it (decision 0450): the file's name, type and base64 content. */
export interface FileUpload<T extends UploadContentType = UploadContentType> {
  fileName: string;
  contentType: T;
  content: string;
}

export type CheckedFile<T extends UploadContentType = UploadContentType> =
  { ok: true; upload: FileUpload<T> } | { ok: false; message: string };

/** The bytes as base64, a chunk at a time (a 5 MB file would overflow the arguments of one fromCharCode call). */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/**
 * Checks a chosen file as the server will (docs/decisions/0450): not empty, not over the size limit, and a type
 * allowed by its first bytes (a text file renamed .pdf is refused), then encodes it. Messages match the server's.
 */
export async function checkFileForUpload<T extends UploadContentType>(
  file: Blob & { name?: string },
  rules: FileUploadRules<T>,
): Promise<CheckedFile<T>> {
  if (file.size === 0) return { ok: false, message: 'The file is empty: choose another file' };
  if (file.size > rules.maxBytes) {
    return { ok: false, message: `The file is larger than ${megabytes(rules.maxBytes)}: choose a smaller file` };
  }
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { ok: false, message: 'The file could not be read: choose it again' };
  }
  const head = bytes.subarray(0, 8);
  const sniffed = sniffContentType(head);
  const contentType = rules.allowed.find((allowed) => allowed === sniffed);
  if (!contentType) {
    return { ok: false, message: `The file is not ${rules.description}: choose ${rules.description}` };
  }
  return { ok: true, upload: { fileName: file.name || 'file', contentType, content: toBase64(bytes) } };
}
