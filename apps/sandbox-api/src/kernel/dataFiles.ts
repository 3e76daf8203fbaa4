import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Seed and reference data committed as files beside the code that reads them. Pass a URL made with
 * `new URL('./data/x.csv', import.meta.url)`, so the file is found from src/ under node and vitest alike.
 */
export function readDataFile(file: URL): string {
  return readFileSync(fileURLToPath(file), 'utf8');
}

/** The rows of a simple CSV file (no quoted cells): blank lines and lines starting with # are skipped. */
export function readCsvRows(file: URL): string[][] {
  return readDataFile(file)
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.replace(/\r$/, '').split(','));
}
