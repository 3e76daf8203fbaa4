// Writes src/routes.generated.ts from `contract`: each endpoint's id, method, path (and envelope when set), the
// zod-free table front ends call the API with. src/routes.test.ts fails when the file is out of date.
// The per-domain tables are data, one endpoint a line, so prettier leaves them alone (.prettierignore).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { contract } from '../src/contract.ts';
import type { EndpointDefinition, EndpointRoute } from '../src/endpoint.ts';

export const routesFile = fileURLToPath(new URL('../src/routes.generated.ts', import.meta.url));
/** One generated module per domain: a bundle then carries only the domains its chunks call. */
export const domainRoutesDir = fileURLToPath(new URL('../src/routes/', import.meta.url));
export const routesCommand = 'pnpm --filter @leisure/api-contract run routes';

const identifier = /^[A-Za-z_$][\w$]*$/;
/** A value as the repository writes it: strings in single quotes. */
const quoted = (value: unknown) =>
  typeof value === 'string' ? `'${value.replace(/[\\']/g, '\\$&')}'` : JSON.stringify(value);
const key = (name: string) => (identifier.test(name) ? name : quoted(name));

/** What a browser needs of one definition: nothing that is a schema. */
export function routeOf({ id, method, path, envelope }: EndpointDefinition): EndpointRoute {
  return envelope === undefined ? { id, method, path } : { id, method, path, envelope };
}

function literal(route: EndpointRoute): string {
  const fields = Object.entries(route).map(([name, value]) => `${name}: ${quoted(value)}`);
  return `{ ${fields.join(', ')} }`;
}

/** The name of a domain's own table, e.g. `cartRoutes`. */
export const domainRoutesName = (group: string) => `${group}Routes`;

const generatedNote = (what: string) => [
  `// Generated from src/contract.ts by \`${routesCommand}\`: do not edit by hand.`,
  what,
];

async function formatted(file: string, lines: string[]): Promise<string> {
  const options = await resolveConfig(file);
  return format(lines.join('\n'), { ...options, filepath: file });
}

/**
 * Every generated file and its text for the current contract: src/routes/<domain>Routes.generated.ts, one module
 * per domain with one endpoint a line, which front ends import (`cartRoutes.getCart`) so each chunk carries only the
 * domains it calls, and src/routes.generated.ts, formatted as the repository formats code, which re-exports them and
 * joins them in `routes` for the server, tools and tests.
 */
export async function routesSources(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const [group, endpoints] of Object.entries(contract)) {
    const name = domainRoutesName(group);
    const file = join(domainRoutesDir, `${name}.generated.ts`);
    const entries = Object.entries(endpoints as Record<string, EndpointDefinition>).map(
      ([endpoint, definition]) => `  ${key(endpoint)}: ${literal(routeOf(definition))},`,
    );
    files.set(
      file,
      [
        ...generatedNote(`// The ${group} endpoints as front ends call them (zod-free, decision 0903).`),
        "import type { ContractRoutes } from '../routeTypes.ts';",
        '',
        `export const ${name}: ContractRoutes[${quoted(group)}] = {`,
        ...entries,
        '};',
        '',
      ].join('\n'),
    );
  }
  const groups = Object.keys(contract);
  files.set(
    routesFile,
    await formatted(routesFile, [
      ...generatedNote(
        '// The zod-free view of the contract that front ends call the API with (decision 0903): each endpoint keeps only',
      ),
      '// what a request needs, and its type carries the full definition for params, query, body and answer types.',
      "// Front ends import their domain's table (`cartRoutes`), never `routes`, so a chunk holds only the domains it",
      '// calls (the lint rule in eslint.config.js).',
      "import type { ContractRoutes } from './routeTypes.ts';",
      ...groups.map(
        (group) => `import { ${domainRoutesName(group)} } from './routes/${domainRoutesName(group)}.generated.ts';`,
      ),
      '',
      `export { ${groups.map(domainRoutesName).join(', ')} };`,
      '',
      '/** Every domain: for the server, tools and tests. */',
      'export const routes: ContractRoutes = {',
      ...groups.map((group) => `  ${key(group)}: ${domainRoutesName(group)},`),
      '};',
      '',
    ]),
  );
  return files;
}
