// `pnpm --filter @leisure/api-contract run routes`: regenerates src/routes.generated.ts and src/routes/ from the
// contract, removing the module of a domain the contract no longer has. The files are build output, not committed:
// this runs after every install (`postinstall`) and on every `npm start` and `npm test` (scripts/toolchain.sh), with
// `--quiet`, which prints only what it changed (docs/decisions/0014-generated-routes-not-committed.md).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { domainRoutesDir, routesSources } from './routesSource.ts';

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

const quiet = process.argv.includes('--quiet');
const sources = await routesSources();
mkdirSync(domainRoutesDir, { recursive: true });
for (const [file, source] of sources) {
  const shown = relative(process.cwd(), file);
  if (read(file) === source) {
    if (!quiet) console.log(`${shown} is up to date.`);
  } else {
    writeFileSync(file, source);
    console.log(`Wrote ${shown}.`);
  }
}
for (const name of readdirSync(domainRoutesDir)) {
  const file = join(domainRoutesDir, name);
  if (!sources.has(file)) {
    rmSync(file);
    console.log(`Removed ${relative(process.cwd(), file)}.`);
  }
}
