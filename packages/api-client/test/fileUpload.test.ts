import { describe, expect, it } from 'vitest';
import { checkFileForUpload } from '../src/fileUpload.ts';

// The browser's checks of a chosen file, before anything is sent (docs/decisions/0450).
const rules = {
  allowed: ['application/pdf', 'image/jpeg', 'image/png'] as const,
  maxBytes: 1024 * 1024,
  description: 'a PDF, JPEG or PNG file',
};
type Parts = NonNullable<ConstructorParameters<typeof Blob>[0]>;
const file = (parts: Parts, name = 'card.pdf') => Object.assign(new Blob(parts), { name });

describe('checkFileForUpload', () => {
  it('encodes an allowed file as base64 with the type its content shows', async () => {
    const checked = await checkFileForUpload(file(['%PDF-1.4\n%%EOF']), rules);
    expect(checked).toEqual({
      ok: true,
      upload: { fileName: 'card.pdf', contentType: 'application/pdf', content: btoa('%PDF-1.4\n%%EOF') },
    });
  });

  it.each([
    ['an empty file', [], 'The file is empty: choose another file'],
    ['a file over the limit', [new Uint8Array(1024 * 1024 + 1)], 'The file is larger than 1 MB: choose a smaller file'],
    ['text named .pdf', ['hello'], 'The file is not a PDF, JPEG or PNG file: choose a PDF, JPEG or PNG file'],
  ])('refuses %s with the message the server would give', async (_name, parts, message) => {
    expect(await checkFileForUpload(file(parts as Parts), rules)).toEqual({ ok: false, message });
  });

  it('refuses an allowed type that these rules leave out (a PDF as a photo)', async () => {
    const photo = { ...rules, allowed: ['image/jpeg', 'image/png'] as const, description: 'a JPEG or PNG photo' };
    const checked = await checkFileForUpload(file(['%PDF-1.4']), photo);
    expect(checked).toEqual({ ok: false, message: 'The file is not a JPEG or PNG photo: choose a JPEG or PNG photo' });
  });

  it('encodes a file larger than one chunk of the encoder', async () => {
    const big = new Uint8Array(100_000).fill(0x41);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const checked = await checkFileForUpload(file([big], 'me.png'), rules);
    expect(checked.ok && Buffer.from(checked.upload.content, 'base64').equals(Buffer.from(big))).toBe(true);
  });
});
