import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { megabytes, sniffContentType, type UploadContentType } from '@leisure/api-contract';
import type { SandboxServices, SandboxSettings } from '../http/context.ts';
import { invalidField } from '../http/apiError.ts';
import { afterCommit } from '../db/database.ts';

// Uploaded files (decision 0450): the bytes are written to the sandbox's files folder (settings.filesDir, next to
// the database file), and the database keeps one stored_files row per file: owner, kind, type, size, stored name,
// status. Nothing but this module touches the folder.

export type StoredFileKind = 'eligibility-document' | 'profile-photo';

export interface StoredFile {
  id: number;
  ownerUserId: number;
  kind: StoredFileKind;
  contentType: UploadContentType;
  sizeBytes: number;
  storedName: string;
  originalName: string;
  status: 'active' | 'replaced' | 'removed';
  createdAt: string;
}

let temporaryFolder: string | undefined;

/** The folder of this sandbox's files, created on first use; without settings.filesDir, one temporary folder per process. */
export function filesFolder(settings: SandboxSettings): string {
  if (settings.filesDir) {
    mkdirSync(settings.filesDir, { recursive: true });
    return settings.filesDir;
  }
  if (!temporaryFolder) {
    const folder = mkdtempSync(join(tmpdir(), 'leisure-sandbox-files-'));
    temporaryFolder = folder;
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  }
  return temporaryFolder;
}

/**
 * Empties a configured files folder when its database is seeded afresh (first start, reset): no row refers to the
 * files left in it any more. A temporary folder is left alone: sandboxes of one test process may share it.
 */
export function forgetStoredFiles(settings: SandboxSettings): void {
  if (!settings.filesDir) return;
  for (const name of readdirSync(filesFolder(settings))) {
    if (isStoredName(name)) rmSync(join(settings.filesDir, name), { force: true });
  }
}

const extensions: Record<UploadContentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** A stored name is only ever one we made: 32 hex characters and an extension (no path can be smuggled in). */
export const isStoredName = (name: string): boolean => /^[0-9a-f]{32}\.(pdf|jpg|png)$/.test(name);

export interface UploadRules {
  allowed: readonly UploadContentType[];
  maxBytes: number;
  /** e.g. "a PDF, JPEG or PNG file", for the message when the content is something else. */
  description: string;
}

/**
 * The bytes of an upload's base64 `content`, checked by what they are rather than what the request says: 422 by
 * the `content` field when empty, too large or not one of the allowed types. Answers the type found.
 */
export function checkedUpload(content: string, rules: UploadRules): { bytes: Buffer; contentType: UploadContentType } {
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length === 0) throw invalidField('content', 'The file is empty: choose another file');
  if (bytes.length > rules.maxBytes) {
    throw invalidField('content', `The file is larger than ${megabytes(rules.maxBytes)}: choose a smaller file`);
  }
  const contentType = sniffContentType(bytes.subarray(0, 8));
  if (!contentType || !rules.allowed.includes(contentType)) {
    throw invalidField('content', `The file is not ${rules.description}: choose ${rules.description}`);
  }
  return { bytes, contentType };
}

/** What every upload route does first: `checkedUpload` its content, then `saveFile` it for its owner. */
export function saveUpload(
  services: SandboxServices,
  owner: { ownerUserId: number; kind: StoredFileKind },
  upload: { fileName: string; content: string },
  rules: UploadRules,
): StoredFile {
  const { bytes, contentType } = checkedUpload(upload.content, rules);
  return saveFile(services, { ...owner, contentType, bytes, originalName: upload.fileName });
}

interface StoredFileRow {
  id: number;
  owner_user_id: number;
  kind: StoredFileKind;
  content_type: UploadContentType;
  size_bytes: number;
  stored_name: string;
  original_name: string;
  status: StoredFile['status'];
  created_at: string;
}

const toStoredFile = (row: StoredFileRow): StoredFile => ({
  id: row.id,
  ownerUserId: row.owner_user_id,
  kind: row.kind,
  contentType: row.content_type,
  sizeBytes: row.size_bytes,
  storedName: row.stored_name,
  originalName: row.original_name,
  status: row.status,
  createdAt: row.created_at,
});

/** Writes the file to the folder, then records it; a failed insert leaves no file behind. */
export function saveFile(
  { db, clock, settings }: SandboxServices,
  file: {
    ownerUserId: number;
    kind: StoredFileKind;
    contentType: UploadContentType;
    bytes: Buffer;
    originalName: string;
  },
): StoredFile {
  const storedName = `${randomBytes(16).toString('hex')}.${extensions[file.contentType]}`;
  const path = join(filesFolder(settings), storedName);
  writeFileSync(path, file.bytes, { flag: 'wx' });
  try {
    const row = db
      .prepare(
        `INSERT INTO stored_files (owner_user_id, kind, content_type, size_bytes, stored_name, original_name, status,
           created_at) VALUES (?, ?, ?, ?, ?, ?, 'active', ?) RETURNING *`,
      )
      .get(
        file.ownerUserId,
        file.kind,
        file.contentType,
        file.bytes.length,
        storedName,
        file.originalName.slice(0, 255),
        clock.now().toISOString(),
      ) as unknown as StoredFileRow;
    return toStoredFile(row);
  } catch (error) {
    rmSync(path, { force: true });
    throw error;
  }
}

export function findStoredFile({ db }: SandboxServices, id: number): StoredFile | undefined {
  const row = db.prepare('SELECT * FROM stored_files WHERE id = ?').get(id) as StoredFileRow | undefined;
  return row && toStoredFile(row);
}

/** An active file's bytes by its stored name, with its type; undefined when there is no such active file. */
export function readActiveFile(
  { db, settings }: SandboxServices,
  storedName: string,
  kind: StoredFileKind,
): { file: StoredFile; bytes: Buffer } | undefined {
  if (!isStoredName(storedName)) return undefined;
  const row = db
    .prepare("SELECT * FROM stored_files WHERE stored_name = ? AND kind = ? AND status = 'active'")
    .get(storedName, kind) as StoredFileRow | undefined;
  if (!row) return undefined;
  try {
    return { file: toStoredFile(row), bytes: readFileSync(join(filesFolder(settings), storedName)) };
  } catch {
    return undefined;
  }
}

/** Marks a file replaced or removed and deletes its bytes: a customer's old document or photo is not kept. */
export function retireFile({ db, settings }: SandboxServices, id: number, status: 'replaced' | 'removed'): void {
  const row = db.prepare("SELECT stored_name FROM stored_files WHERE id = ? AND status = 'active'").get(id) as
    { stored_name: string } | undefined;
  if (!row) return;
  db.prepare('UPDATE stored_files SET status = ? WHERE id = ?').run(status, id);
  // The file goes once the change has committed: a change rolled back keeps the file its row still points to
  // (docs/decisions/0015).
  afterCommit(db, () => {
    try {
      unlinkSync(join(filesFolder(settings), row.stored_name));
    } catch {
      // Already gone (a reset folder): the row says what happened.
    }
  });
}
