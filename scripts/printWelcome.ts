// Prints what to open after `npm start`: the sandbox's URLs, the front ends that exist, and the demo log-ins
// (read from the sandbox's own list, so this never drifts from the seed).
//   node scripts/printWelcome.ts <api origin> [front-end url…]
import { DEMO_PASSWORD, demoAccounts } from '../apps/sandbox-api/src/seed/demoAccounts.ts';

const [apiOrigin = 'http://127.0.0.1:4010', ...frontEnds] = process.argv.slice(2);

const lines = [
  '',
  'Leisure web is running. Open:',
  `  API (sandbox)         ${apiOrigin}/api`,
  `  API reference         ${apiOrigin}/docs`,
  `  OpenAPI document      ${apiOrigin}/api/openapi.json`,
  ...frontEnds.map((url) => `  ${new URL(url).hostname.split('.')[0]!.padEnd(21)} ${url}`),
  '',
  `Demo log-ins (password for all: ${DEMO_PASSWORD}; log in by email or customer reference):`,
  ...Object.entries(demoAccounts).map(
    ([key, account]) =>
      `  ${key.padEnd(26)} ${account.email.padEnd(38)} ${account.reference.padEnd(10)} ${account.firstName} ${account.lastName}`,
  ),
  '',
  'Ctrl-C stops everything. Reset the sandbox data: POST /__sandbox/reset, or `pnpm sandbox:reset` while stopped.',
  '',
];
console.log(lines.join('\n'));
