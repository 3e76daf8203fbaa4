import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contract, MAX_PHOTO_BYTES, type User } from '@leisure/api-contract';
import { fixedClock } from '../../src/clock.ts';
import { testSettings } from '../../src/settings.ts';
import { transaction } from '../../src/db/database.ts';
import { retireFile } from '../../src/kernel/fileStore.ts';
import { TEST_START, useSandbox } from '../support/useSandbox.ts';
import { asUpload, jpegBytes, pdfBytes, pngBytes } from './uploadFiles.ts';

const filesDir = mkdtempSync(join(tmpdir(), 'leisure-photo-test-'));
const { api, running, db } = useSandbox({ clock: fixedClock(TEST_START), settings: { ...testSettings, filesDir } });
afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

type Answer = { data: User; errors?: Record<string, string[]> };
const put = (token: string, body: unknown) => api.call<Answer>(contract.uploads.uploadProfilePhoto, { token, body });
const photoPath = (url: string) => new URL(url).pathname;

describe('profile photo', () => {
  it.each([
    ['a PDF', asUpload('me.pdf', 'application/pdf', pdfBytes), 'contentType'],
    ['a PDF declared as a PNG', asUpload('me.png', 'image/png', pdfBytes), 'content'],
    [
      'a photo over 2 MB',
      asUpload('me.png', 'image/png', Buffer.concat([pngBytes, Buffer.alloc(MAX_PHOTO_BYTES)])),
      'content',
    ],
  ])('refuses %s by its field', async (_case, body, field) => {
    const result = await put(await api.login('memberWithoutDirectDebit'), body);
    expect(result.status).toBe(422);
    expect(result.json.errors?.[field]).toHaveLength(1);
  });

  it('sets a photo the browser can load from its URL, replaces it (the old one is gone) and removes it', async () => {
    const token = await api.login('memberWithoutDirectDebit');
    const first = await put(token, asUpload('me.png', 'image/png', pngBytes));
    expect(first.status).toBe(200);
    const firstUrl = first.json.data.profilePhoto!;
    expect(firstUrl).toMatch(/^http:\/\/127\.0\.0\.1:4010\/assets\/profile-photos\/[0-9a-f]{32}\.png$/);
    const image = await fetch(`${running().origin}${photoPath(firstUrl)}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(pngBytes);

    const second = await put(token, asUpload('me.jpg', 'image/jpeg', jpegBytes));
    expect(second.json.data.profilePhoto).toMatch(/\.jpg$/);
    expect((await fetch(`${running().origin}${photoPath(firstUrl)}`)).status).toBe(404);
    expect(readdirSync(filesDir)).toHaveLength(1);

    const removed = await api.call<Answer>(contract.uploads.removeProfilePhoto, { token });
    expect(removed.json.data.profilePhoto).toBeNull();
    expect(existsSync(join(filesDir, photoPath(second.json.data.profilePhoto!).split('/').pop()!))).toBe(false);
    expect((await api.call<Answer>(contract.auth.getUser, { token })).json.data.profilePhoto).toBeNull();
  });

  it('keeps the file of a replaced photo when the change is rolled back, and deletes it once one commits', async () => {
    const token = await api.login('memberWithDirectDebit');
    const photo = (await put(token, asUpload('me.png', 'image/png', pngBytes))).json.data.profilePhoto!;
    const onDisk = join(filesDir, photoPath(photo).split('/').pop()!);
    const { id } = db()
      .prepare('SELECT profile_photo_file_id AS id FROM users WHERE profile_photo_url = ?')
      .get(photo) as {
      id: number;
    };
    const services = running().sandbox.services;
    expect(() =>
      transaction(db(), () => {
        retireFile(services, id, 'replaced');
        throw new Error('a later step of the change failed');
      }),
    ).toThrow('a later step');
    expect(existsSync(onDisk)).toBe(true);
    expect((await fetch(`${running().origin}${photoPath(photo)}`)).status).toBe(200);

    transaction(db(), () => retireFile(services, id, 'replaced'));
    expect(existsSync(onDisk)).toBe(false);
  });

  it('answers 404 for a name that is not a stored photo (no path escapes the folder)', async () => {
    for (const name of ['..%2F..%2Fsandbox.db', 'abc.png', `${'0'.repeat(32)}.png`]) {
      expect((await fetch(`${running().origin}/assets/profile-photos/${name}`)).status).toBe(404);
    }
  });

  it('leaves no files behind when the database is reset (the files folder is emptied with it)', async () => {
    await put(await api.login('memberWithoutDirectDebit'), asUpload('me.png', 'image/png', pngBytes));
    expect(readdirSync(filesDir)).toHaveLength(1);
    expect((await fetch(`${running().origin}/__sandbox/reset`, { method: 'POST' })).status).toBe(200);
    expect(readdirSync(filesDir)).toEqual([]);
  });

  it('needs a logged-in customer', async () => {
    expect(
      (await api.call(contract.uploads.uploadProfilePhoto, { body: asUpload('me.png', 'image/png', pngBytes) })).status,
    ).toBe(401);
  });
});
