import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The path of a file beside a module: `besideModule(import.meta.url, 'data/x.csv')`. Not the shorter
 * `new URL('./data/x.csv', import.meta.url)`: Vite rewrites that pattern to a page address when the front ends' tests
 * load the sandbox in jsdom (docs/decisions/0009), and the file would not be found.
 */
export function besideModule(moduleUrl: string, relativePath: string): string {
  return join(dirname(fileURLToPath(moduleUrl)), relativePath);
}

/** Seed and reference data committed as files beside the code that reads them (`besideModule`). */
export function readDataFile(file: string): string {
  return readFileSync(file, 'utf8');
}

/** The rows of a simple CSV file (no quoted cells): blank lines and lines starting with # are skipped. */
export function readCsvRows(file: string): string[][] {
  return readDataFile(file)
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.replace(/\r$/, '').split(','));
}
