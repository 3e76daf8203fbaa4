import { besideModule, readCsvRows } from '../../kernel/dataFiles.ts';

export interface OutcodeCentroid {
  outcode: string;
  lat: number;
  lng: number;
}

const tableFile = besideModule(import.meta.url, 'data/outcodeCentroids.csv');
let table: Map<string, OutcodeCentroid> | undefined;

/** The committed outcode table (decision 0411), read on first use. */
export function outcodeCentroids(): Map<string, OutcodeCentroid> {
  if (table) return table;
  table = new Map();
  for (const [outcode, lat, lng] of readCsvRows(tableFile)) {
    table.set(outcode!, { outcode: outcode!, lat: Number(lat), lng: Number(lng) });
  }
  return table;
}
