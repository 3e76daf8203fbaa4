import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../lint/workspaceLayout.js';
import { configuredBoundaries } from '../../lint/test/support/configuredBoundaries.js';

// docs/architecture.md cannot drift (issue 21): its layer table is the one lint uses (eslint.config.js), and it names
// every app, every package and every contract group that exists.
const doc = readFileSync(join(repoRoot, 'docs/architecture.md'), 'utf8');
const { layers } = await configuredBoundaries();

/** The rows of the markdown table whose header starts with "| Layer". */
function layerTable(markdown) {
  const lines = markdown.split('\n').map((line) => line.trim());
  const start = lines.findIndex((line) => /^\| Layer\s+\|/.test(line));
  if (start < 0) return [];
  const rows = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const [layer, units, imports] = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    rows.push({
      layer,
      units: [...units.matchAll(/`([^`]+)`/g)].map((match) => match[1]),
      imports: imports === 'nothing of ours' ? [] : imports.split(/,\s*/),
    });
  }
  return rows;
}

const folders = (area) =>
  readdirSync(join(repoRoot, area), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name);

describe('docs/architecture.md', () => {
  it('has the layer table of eslint.config.js, row for row', () => {
    expect(layerTable(doc)).toEqual(layers.map(({ layer, units, imports }) => ({ layer, units, imports })));
  });

  it('names every app and every package', () => {
    const shared = /\*\*Shared packages\*\*:([\s\S]*?)\n- \*\*/.exec(doc)?.[1] ?? '';
    const unnamed = [
      ...folders('apps').filter((app) => !doc.includes(`apps/${app}`)),
      ...folders('packages').filter((name) => !doc.includes(`packages/${name}`) && !shared.includes(`\`${name}\``)),
    ];
    expect(unnamed).toEqual([]);
  });

  it('lists the contract’s groups as the contract has them', () => {
    const source = readFileSync(join(repoRoot, 'packages/api-contract/src/contract.ts'), 'utf8');
    const body = /export const contract = \{([\s\S]*?)\} as const;/.exec(source)[1];
    const groups = [...body.matchAll(/^\s+(\w+):/gm)].map((match) => match[1]);
    const listed = /grouped by domain \(([^)]*)\)/.exec(doc.replace(/\s+/g, ' '))?.[1] ?? '';
    expect([...listed.matchAll(/`(\w+)`/g)].map((match) => match[1])).toEqual(groups);
  });

  it('reads its table the way it is written', () => {
    const table = layerTable(`| Layer | Units | May import |
| --- | --- | --- |
| contract | \`packages/api-contract\`, \`packages/calendar\` | nothing of ours |
| host | \`apps/host\` | contract, packages |

text`);
    expect(table).toEqual([
      { layer: 'contract', units: ['packages/api-contract', 'packages/calendar'], imports: [] },
      { layer: 'host', units: ['apps/host'], imports: ['contract', 'packages'] },
    ]);
  });
});
