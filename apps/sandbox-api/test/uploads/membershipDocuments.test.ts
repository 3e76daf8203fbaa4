import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contract, MAX_DOCUMENT_BYTES, type MembershipDocument, type User } from '@leisure/api-contract';
import { fixedClock } from '../../src/clock.ts';
import { testSettings } from '../../src/settings.ts';
import { TEST_START, useSandbox } from '../support/useSandbox.ts';
import { asUpload, jpegBytes, notAPdf, pdfBytes, pngBytes } from './uploadFiles.ts';

// Today is Tuesday 10 March 2026. Jordan's Student Gym awaits proof of student status; his Leisure Pass
// Concession's benefits letter was accepted and runs out in 12 days (decision 0451).
const filesDir = mkdtempSync(join(tmpdir(), 'leisure-documents-test-'));
const { api, db, running } = useSandbox({
  clock: fixedClock(TEST_START),
  settings: { ...testSettings, filesDir },
});
afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

type Answer = { data: MembershipDocument; message?: string; errors?: Record<string, string[]> };

const listDocuments = async (token: string) =>
  (await api.call<{ data: MembershipDocument[] }>(contract.uploads.listMyDocuments, { token })).json.data;
const upload = (token: string, membershipId: number, body: unknown) =>
  api.call<Answer>(contract.uploads.uploadMembershipDocument, { token, params: { membershipId }, body });
const userOf = async (token: string) => (await api.call<{ data: User }>(contract.auth.getUser, { token })).json.data;
const review = async (body: Record<string, unknown>) => {
  const response = await fetch(`${running().origin}/__sandbox/documents/review`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as { data?: Record<string, unknown> } };
};

async function jordansMemberships(token: string) {
  const documents = await listDocuments(token);
  const student = documents.find((d) => d.membershipName.startsWith('Student Gym'))!;
  const concession = documents.find((d) => d.membershipName === 'Leisure Pass Concession')!;
  return { student, concession };
}

describe('proof of eligibility statuses', () => {
  it("lists Jordan's memberships that need proof: one awaiting upload, one accepted and expiring in 12 days", async () => {
    const { student, concession } = await jordansMemberships(await api.login('customerWithPenalties'));
    expect(student).toMatchObject({
      status: 'awaiting-upload',
      file: null,
      canUpload: true,
      eligibility: 'Student (16 to 25)',
    });
    expect(concession).toMatchObject({
      status: 'accepted',
      expiresOn: '2026-03-22',
      daysToExpiry: 12,
      canUpload: true,
      rejectionReason: null,
    });
  });

  it('answers not-required for a membership that needs no proof, and 404 for one that is not yours', async () => {
    const alex = await api.login('memberWithDirectDebit');
    const alexMembership = (
      db()
        .prepare('SELECT id FROM user_memberships WHERE user_id = (SELECT id FROM users WHERE reference = ?)')
        .get('BW100001') as { id: number }
    ).id;
    const own = await api.call<Answer>(contract.uploads.getMembershipDocument, {
      token: alex,
      params: { membershipId: alexMembership },
    });
    expect(own.json.data).toMatchObject({ status: 'not-required', canUpload: false });
    const refused = await upload(alex, alexMembership, asUpload('letter.pdf', 'application/pdf', pdfBytes));
    expect(refused.status).toBe(409);

    const jordan = await api.login('customerWithPenalties');
    const notYours = await upload(jordan, alexMembership, asUpload('letter.pdf', 'application/pdf', pdfBytes));
    expect(notYours.status).toBe(404);
    const notYoursRead = await api.call(contract.uploads.getMembershipDocument, {
      token: jordan,
      params: { membershipId: alexMembership },
    });
    expect(notYoursRead.status).toBe(404);
  });
});

describe('PUT /my-account/memberships/{id}/document', () => {
  it.each([
    [
      'a text file declared as a PDF',
      asUpload('card.pdf', 'application/pdf', notAPdf),
      'content',
      'is not a PDF, JPEG or PNG file',
    ],
    ['an empty file', asUpload('card.pdf', 'application/pdf', Buffer.alloc(0)), 'content', 'The file is empty'],
    [
      'a type not allowed',
      asUpload('card.gif', 'image/gif', pngBytes),
      'contentType',
      'Choose a PDF, JPEG or PNG file',
    ],
    [
      'content that is not base64',
      { fileName: 'card.pdf', contentType: 'application/pdf', content: '%%% not base64 %%%' },
      'content',
      'base64',
    ],
    ['no file name', asUpload(' ', 'application/pdf', pdfBytes), 'fileName', 'Choose a file'],
    [
      'a file over 5 MB',
      asUpload('big.pdf', 'application/pdf', Buffer.concat([pdfBytes, Buffer.alloc(MAX_DOCUMENT_BYTES)])),
      'content',
      'larger than 5 MB',
    ],
  ])('refuses %s with a message by its field, and stores nothing', async (_case, body, field, message) => {
    const token = await api.login('customerWithPenalties');
    const { student } = await jordansMemberships(token);
    const filesBefore = readdirSync(filesDir).length;
    const result = await upload(token, student.membershipId, body);
    expect(result.status).toBe(422);
    expect(result.json.errors?.[field]?.join(' ')).toContain(message);
    expect(readdirSync(filesDir)).toHaveLength(filesBefore);
    expect((await jordansMemberships(token)).student.status).toBe('awaiting-upload');
  });

  it('refuses a body far past the limit with 413, not 500', async () => {
    const token = await api.login('customerWithPenalties');
    const { student } = await jordansMemberships(token);
    const result = await upload(
      token,
      student.membershipId,
      asUpload('huge.pdf', 'application/pdf', Buffer.alloc(8 * 1024 * 1024, 0x25)),
    );
    expect(result.status).toBe(413);
  });

  it('puts a PDF under review, keeps the file on disk (not in the database) and clears "upload required"', async () => {
    const token = await api.login('customerWithPenalties');
    const { student } = await jordansMemberships(token);
    expect((await userOf(token)).membershipDocumentUploadRequired).toBe(true);

    const result = await upload(token, student.membershipId, asUpload('student-card.pdf', 'application/pdf', pdfBytes));
    expect(result.status).toBe(200);
    expect(result.json.data).toMatchObject({
      status: 'under-review',
      canUpload: true,
      file: { fileName: 'student-card.pdf', contentType: 'application/pdf', sizeBytes: pdfBytes.length },
    });
    const stored = db()
      .prepare("SELECT * FROM stored_files WHERE kind = 'eligibility-document' AND status = 'active'")
      .all() as { stored_name: string; size_bytes: number; content_type: string }[];
    expect(stored).toHaveLength(1);
    expect(Object.values(stored[0]! as Record<string, unknown>).some((value) => value instanceof Uint8Array)).toBe(
      false,
    );
    expect(readFileSync(join(filesDir, stored[0]!.stored_name))).toEqual(pdfBytes);

    const membership = (
      await api.call<{ data: { id: number; documentUploadRequired: boolean }[] }>(
        contract.memberships.listMyMemberships,
        { token },
      )
    ).json.data.find((m) => m.id === student.membershipId);
    expect(membership?.documentUploadRequired).toBe(false);
    expect((await userOf(token)).membershipDocumentUploadRequired).toBe(false);
  });

  it('replaces a document under review: the old file is deleted from disk', async () => {
    const token = await api.login('customerWithPenalties');
    const { student } = await jordansMemberships(token);
    const oldName = (
      db()
        .prepare("SELECT stored_name FROM stored_files WHERE kind = 'eligibility-document' AND status = 'active'")
        .get() as { stored_name: string }
    ).stored_name;
    const result = await upload(token, student.membershipId, asUpload('student-card.png', 'image/png', pngBytes));
    expect(result.json.data).toMatchObject({
      status: 'under-review',
      file: { fileName: 'student-card.png', contentType: 'image/png' },
    });
    expect(existsSync(join(filesDir, oldName))).toBe(false);
    expect(db().prepare('SELECT status FROM stored_files WHERE stored_name = ?').get(oldName)).toEqual({
      status: 'replaced',
    });
  });

  it('stores the type found in the content, whatever was declared', async () => {
    const token = await api.login('customerWithPenalties');
    const { student } = await jordansMemberships(token);
    const result = await upload(token, student.membershipId, asUpload('photo.png', 'image/png', jpegBytes));
    expect(result.json.data.file?.contentType).toBe('image/jpeg');
  });

  it('shows a rejection with its reason, asks for a document again, and accepts a replacement', async () => {
    const token = await api.login('customerWithPenalties');
    const { student } = await jordansMemberships(token);
    const rejected = await review({
      membership_id: student.membershipId,
      decision: 'reject',
      reason: 'The card has expired.',
    });
    expect(rejected.status).toBe(200);
    let current = (await jordansMemberships(token)).student;
    expect(current).toMatchObject({ status: 'rejected', rejectionReason: 'The card has expired.', canUpload: true });
    expect((await userOf(token)).membershipDocumentUploadRequired).toBe(true);

    await upload(token, student.membershipId, asUpload('new-card.pdf', 'application/pdf', pdfBytes));
    const accepted = await review({
      membership_id: student.membershipId,
      decision: 'accept',
      expires_on: '2026-09-30',
    });
    expect(accepted.status).toBe(200);
    current = (await jordansMemberships(token)).student;
    expect(current).toMatchObject({
      status: 'accepted',
      expiresOn: '2026-09-30',
      canUpload: false,
      rejectionReason: null,
    });
    const again = await upload(token, student.membershipId, asUpload('again.pdf', 'application/pdf', pdfBytes));
    expect(again.status).toBe(409);
    expect((await review({ membership_id: student.membershipId, decision: 'accept' })).status).toBe(409);
  });

  it('keeps an expiring accepted document valid while its successor is under review, then the new expiry counts', async () => {
    const token = await api.login('customerWithPenalties');
    const { concession } = await jordansMemberships(token);
    const result = await upload(token, concession.membershipId, asUpload('letter.pdf', 'application/pdf', pdfBytes));
    expect(result.json.data).toMatchObject({ status: 'under-review', expiresOn: '2026-03-22', daysToExpiry: 12 });
    expect((await userOf(token)).documentExpiry).toEqual({ documentExpiringSoon: true, daysToExpiry: 12 });

    await review({ membership_id: concession.membershipId, decision: 'accept', expires_on: '2027-03-09' });
    expect((await userOf(token)).documentExpiry).toEqual({ documentExpiringSoon: false, daysToExpiry: 204 });
  });

  it('refuses bad review requests of the sandbox control with 4xx', async () => {
    expect((await review({ membership_id: 1, decision: 'reject' })).status).toBe(422);
    expect((await review({ membership_id: 999_999, decision: 'accept' })).status).toBe(404);
  });
});
