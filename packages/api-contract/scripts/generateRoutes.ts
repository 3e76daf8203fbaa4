// `pnpm --filter @leisure/api-contract run routes`: regenerates src/routes.generated.ts from the contract.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { routesFile, routesSource } from './routesSource.ts';

const source = await routesSource();
const current = (() => {
  try {
    return readFileSync(routesFile, 'utf8');
  } catch {
    return undefined;
  }
})();
const shown = relative(process.cwd(), routesFile);
if (current === source) {
  console.log(`${shown} is up to date.`);
} else {
  writeFileSync(routesFile, source);
  console.log(`Wrote ${shown}.`);
}
