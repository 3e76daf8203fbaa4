// Reads what the fallback faces need from a WOFF file (docs/decisions/0036-layout-shift.md): units per em (head), the
// hhea ascender, descender and line gap, and the average advance of English text (cmap format 4 and hmtx).
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

/** English letter frequencies (per cent), and the space's share of text, about one character in seven. */
const FREQUENCIES: Readonly<Record<string, number>> = {
  ' ': 18,
  e: 10.2,
  t: 7.5,
  a: 6.5,
  o: 6.2,
  i: 5.7,
  n: 5.7,
  s: 5.3,
  h: 5,
  r: 4.9,
  d: 3.4,
  l: 3.3,
  u: 2.3,
  c: 2.2,
  m: 2,
  w: 1.9,
  f: 1.8,
  g: 1.6,
  y: 1.6,
  p: 1.5,
  b: 1.2,
  v: 0.8,
  k: 0.6,
  j: 0.1,
  x: 0.1,
  q: 0.1,
  z: 0.1,
};

function woffTables(file: Buffer): Record<string, Buffer> {
  if (file.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF file');
  const tables: Record<string, Buffer> = {};
  for (let index = 0; index < file.readUInt16BE(12); index += 1) {
    const at = 44 + index * 20;
    const [offset, stored, length] = [file.readUInt32BE(at + 4), file.readUInt32BE(at + 8), file.readUInt32BE(at + 12)];
    const data = file.subarray(offset, offset + stored);
    tables[file.toString('latin1', at, at + 4)] = stored < length ? inflateSync(data) : data;
  }
  return tables;
}

/** A character's glyph, from the cmap's Unicode (format 4) subtable. */
function glyphLookup(cmap: Buffer): (code: number) => number {
  let subtable: Buffer | undefined;
  for (let index = 0; index < cmap.readUInt16BE(2); index += 1) {
    const offset = cmap.readUInt32BE(8 + index * 8);
    if (cmap.readUInt16BE(offset) === 4) subtable = cmap.subarray(offset);
  }
  if (!subtable) throw new Error('no format 4 cmap');
  const table = subtable;
  const segments = table.readUInt16BE(6) / 2;
  const [ends, starts] = [14, 16 + segments * 2];
  const [deltas, ranges] = [starts + segments * 2, starts + segments * 4];
  return (code) => {
    for (let segment = 0; segment < segments; segment += 1) {
      if (code > table.readUInt16BE(ends + segment * 2)) continue;
      const start = table.readUInt16BE(starts + segment * 2);
      if (code < start) return 0;
      const delta = table.readInt16BE(deltas + segment * 2);
      const range = table.readUInt16BE(ranges + segment * 2);
      if (range === 0) return (code + delta) & 0xffff;
      const glyph = table.readUInt16BE(ranges + segment * 2 + range + (code - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

export interface FontFileMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  averageAdvance: number;
}

/** A WOFF file's vertical metrics over its units per em, and its average advance of English text in em. */
export function fontFileMetrics(path: string): FontFileMetrics {
  const tables = woffTables(readFileSync(path));
  const { head, hhea, hmtx, cmap } = tables;
  if (!head || !hhea || !hmtx || !cmap) throw new Error(`${path}: a table is missing`);
  const unitsPerEm = head.readUInt16BE(18);
  const advances = hhea.readUInt16BE(34);
  const glyph = glyphLookup(cmap);
  const advance = (character: string) => hmtx.readUInt16BE(4 * Math.min(glyph(character.charCodeAt(0)), advances - 1));
  const entries = Object.entries(FREQUENCIES);
  const total = entries.reduce((sum, [, share]) => sum + share, 0);
  const weighted = entries.reduce((sum, [character, share]) => sum + advance(character) * share, 0);
  return {
    ascent: hhea.readInt16BE(4) / unitsPerEm,
    descent: -hhea.readInt16BE(6) / unitsPerEm,
    lineGap: hhea.readInt16BE(8) / unitsPerEm,
    averageAdvance: weighted / total / unitsPerEm,
  };
}
