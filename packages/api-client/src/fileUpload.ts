import { megabytes, sniffContentType, type UploadContentType } from '@leisure/api-contract/browser';

/** What a file must be to be sent: the types allowed, the largest size, and how the messages name them. */
export interface FileUploadRules {
  allowed: readonly UploadContentType[];
  maxBytes: number;
  /** e.g. "a PDF, JPEG or PNG file". */
  description: string;
}

/** An upload body as the contract's upload calls take it (decision 0450): the file's name, type and base64 content. */
export interface FileUpload {
  fileName: string;
  contentType: UploadContentType;
  content: string;
}

export type CheckedFile = { ok: true; upload: FileUpload } | { ok: false; message: string };

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * Checks a chosen file as the server will (docs/decisions/0450): not empty, not over the size limit, and a type
 * allowed by its first bytes (a text file renamed .pdf is refused), then encodes it. Messages match the server's.
 */
export async function checkFileForUpload(file: File, rules: FileUploadRules): Promise<CheckedFile> {
  if (file.size === 0) return { ok: false, message: 'The file is empty: choose another file' };
  if (file.size > rules.maxBytes) {
    return { ok: false, message: `The file is larger than ${megabytes(rules.maxBytes)}: choose a smaller file` };
  }
  let content: string;
  try {
    const dataUrl = await readAsDataUrl(file);
    content = dataUrl.slice(dataUrl.indexOf(',') + 1);
  } catch {
    return { ok: false, message: 'The file could not be read: choose it again' };
  }
  const head = Uint8Array.from(atob(content.slice(0, 12)), (char) => char.charCodeAt(0));
  const contentType = sniffContentType(head);
  if (!contentType || !rules.allowed.includes(contentType)) {
    return { ok: false, message: `The file is not ${rules.description}: choose ${rules.description}` };
  }
  return { ok: true, upload: { fileName: file.name || 'file', contentType, content } };
}
