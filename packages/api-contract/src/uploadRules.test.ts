import { describe, expect, it } from 'vitest';
import { megabytes, sniffContentType, uploadBodyLimit } from './domains/uploadRules.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffContentType: the type a file is by its first bytes (decision 0450)', () => {
  it.each([
    ['a PDF', text('%PDF-1.7\n'), 'application/pdf'],
    ['a JPEG (JFIF)', bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10), 'image/jpeg'],
    ['a JPEG (Exif)', bytes(0xff, 0xd8, 0xff, 0xe1), 'image/jpeg'],
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'image/png'],
    ['a GIF', text('GIF89a'), undefined],
    ['text that mentions PDF', text('PDF-1.4 not really'), undefined],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e, 0x47), undefined],
    ['an HTML page', text('<!doctype html>'), undefined],
    ['nothing', bytes(), undefined],
  ])('%s → %s', (_name, head, expected) => {
    expect(sniffContentType(head)).toBe(expected);
  });
});

describe('upload sizes', () => {
  it('names limits in MB for messages', () => {
    expect(megabytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(megabytes(2 * 1024 * 1024)).toBe('2 MB');
  });

  it('lets the base64 of a file 1 MB over its limit reach the server, so it gets a field message', () => {
    const limit = uploadBodyLimit(5 * 1024 * 1024);
    expect(limit).toBeGreaterThan(Math.ceil((6 * 1024 * 1024 * 4) / 3));
    expect(limit).toBeLessThan(10 * 1024 * 1024);
  });
});
