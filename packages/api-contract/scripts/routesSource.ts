// Writes src/routes.generated.ts from `contract`: each endpoint's id, method, path (and envelope when set), the
// zod-free table front ends call the API with. src/routes.test.ts fails when the file is out of date.
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { contract } from '../src/contract.ts';
import type { EndpointDefinition, EndpointRoute } from '../src/endpoint.ts';

export const routesFile = fileURLToPath(new URL('../src/routes.generated.ts', import.meta.url));
export const routesCommand = 'pnpm --filter @leisure/api-contract run routes';

const identifier = /^[A-Za-z_$][\w$]*$/;
const key = (name: string) => (identifier.test(name) ? name : JSON.stringify(name));

/** What a browser needs of one definition: nothing that is a schema. */
export function routeOf({ id, method, path, envelope }: EndpointDefinition): EndpointRoute {
  return envelope === undefined ? { id, method, path } : { id, method, path, envelope };
}

function literal(route: EndpointRoute): string {
  const fields = Object.entries(route).map(([name, value]) => `${name}: ${JSON.stringify(value)}`);
  return `{ ${fields.join(', ')} }`;
}

/** The text of src/routes.generated.ts for the current contract, formatted as the repository formats code. */
export async function routesSource(): Promise<string> {
  const groups = Object.entries(contract).map(([group, endpoints]) => {
    const entries = Object.entries(endpoints as Record<string, EndpointDefinition>).map(
      ([name, definition]) => `    ${key(name)}: ${literal(routeOf(definition))},`,
    );
    return `  ${key(group)}: {\n${entries.join('\n')}\n  },`;
  });
  const source = [
    `// Generated from src/contract.ts by \`${routesCommand}\`: do not edit by hand.`,
    '// The zod-free view of the contract that front ends call the API with (decision 0903): each endpoint keeps only',
    '// what a request needs, and its type carries the full definition for params, query, body and answer types.',
    "import type { ContractRoutes } from './routeTypes.ts';",
    '',
    'export const routes: ContractRoutes = {',
    ...groups,
    '};',
    '',
  ].join('\n');
  const options = await resolveConfig(routesFile);
  return format(source, { ...options, filepath: routesFile });
}
