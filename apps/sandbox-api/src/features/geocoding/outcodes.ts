import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface OutcodeCentroid {
  outcode: string;
  lat: number;
  lng: number;
}

const tableFile = fileURLToPath(new URL('./data/outcodeCentroids.csv', import.meta.url));
let table: Map<string, OutcodeCentroid> | undefined;

/** The committed outcode table (decision 0411), read on first use. Lines starting with # are comments. */
export function outcodeCentroids(): Map<string, OutcodeCentroid> {
  if (table) return table;
  table = new Map();
  for (const line of readFileSync(tableFile, 'utf8').split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const [outcode, lat, lng] = line.split(',');
    table.set(outcode!, { outcode: outcode!, lat: Number(lat), lng: Number(lng) });
  }
  return table;
}
