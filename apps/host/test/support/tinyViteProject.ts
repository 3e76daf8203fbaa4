import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throw-away project for a real Vite build of one page (`index.html`, given) that loads `/main.js`, which names the
 * page "ready": as small as a build gets, for the tests of the host's build plugins. Answers its folder.
 */
export function tinyViteProject(prefix: string, indexHtml: string): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  writeFileSync(join(root, 'index.html'), indexHtml);
  writeFileSync(join(root, 'main.js'), 'document.title = "ready";\n');
  return root;
}
