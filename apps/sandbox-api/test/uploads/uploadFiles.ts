// Small real files for upload tests: only their first bytes matter to the server's type check.
export const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const jpegBytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF fake jpeg body')]);
/** A text file pretending to be a PDF. */
export const notAPdf = Buffer.from('Hello, I am not a PDF at all.');

export const asUpload = (fileName: string, contentType: string, bytes: Buffer) => ({
  fileName,
  contentType,
  content: bytes.toString('base64'),
});
