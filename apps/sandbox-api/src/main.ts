import { serve } from '@hono/node-server';
import { createSandbox } from './app.ts';
import { openDatabase } from './db/database.ts';
import { readSettings } from './settings.ts';
import { clockStartingAt, systemClock } from './clock.ts';

// Starts the sandbox API on its port with the database in .data/ (created and seeded on first run).
const settings = readSettings();
const db = openDatabase(settings.dbFile);
// SANDBOX_NOW starts the clock at a chosen instant, from which it ticks (decision 0006).
const clock = settings.startAt ? clockStartingAt(settings.startAt) : systemClock;
const sandbox = createSandbox({ db, clock, settings, corsOrigins: settings.corsOrigins });

const server = serve({ fetch: sandbox.app.fetch, port: settings.port, hostname: settings.host }, (info) => {
  console.log(
    `Sandbox API listening on http://${settings.host}:${info.port}/api (reference: http://${settings.host}:${info.port}/docs)`,
  );
  if (settings.startAt) console.log(`Sandbox clock started at ${settings.startAt} (SANDBOX_NOW)`);
});

// The emulated card provider listens on its own port: card details never reach the API's origin.
const providerServer = serve(
  { fetch: sandbox.provider.fetch, port: settings.cardProviderPort, hostname: settings.host },
  (info) => {
    console.log(`Sandbox card provider listening on http://${settings.host}:${info.port}/provider/v1/script.js`);
  },
);
providerServer.on('error', (error: NodeJS.ErrnoException) => {
  // Without the provider no card payment can be tokenised: stop rather than run a sandbox that half works.
  console.error(
    `Sandbox card provider could not listen on port ${settings.cardProviderPort} (${error.code ?? error.message}); ` +
      'set SANDBOX_CARD_PROVIDER_PORT to a free port.',
  );
  process.exit(1);
});

const stop = async () => {
  server.close();
  providerServer.close();
  // Emails the last answers left to send.
  await sandbox.settled();
  db.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
