import { Hono } from 'hono';
import { migrate } from './db/migrate.ts';
import { openDatabase, type Database } from './db/database.ts';
import { movable, systemClock, type Clock, type MovableClock } from './clock.ts';
import type { SandboxServices, SandboxSettings } from './http/context.ts';
import { corsMiddleware } from './http/cors.ts';
import { FaultBook, faultMiddleware } from './http/faults.ts';
import { mountRoutes } from './http/implement.ts';
import { AfterResponse } from './http/afterResponse.ts';
import { features } from './features/index.ts';
import { isSeeded, seedDatabase } from './seed/seedDatabase.ts';
import { sandboxControlRoutes } from './http/sandboxControl.ts';
import { mountDocs } from './docs/mountDocs.ts';
import { testSettings } from './settings.ts';
import { createCardProvider } from './features/provider/index.ts';

export interface SandboxOptions {
  db?: Database;
  clock?: Clock;
  settings?: SandboxSettings;
  corsOrigins?: string[];
}

export interface Sandbox {
  app: Hono;
  services: SandboxServices;
  faults: FaultBook;
  /** The clock every handler reads, as `POST /__sandbox/clock` moves it (decision 0006). */
  clock: MovableClock;
  /** The server's fetch handler: lets tests (and MSW) answer requests in process. */
  fetch: (request: Request) => Promise<Response>;
  /** The emulated card provider: its own app, served on its own origin (settings.cardProviderOrigin). */
  provider: Hono;
  providerFetch: (request: Request) => Promise<Response>;
  /** Resolves once the work handlers left for after their answers (emails) is done. */
  settled: () => Promise<void>;
}

/** Builds the sandbox API: migrates and (when empty) seeds the database, mounts every feature's routes. */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const db = options.db ?? openDatabase(':memory:');
  migrate(db);
  // Tests and SANDBOX_NOW choose where the clock starts; POST /__sandbox/clock moves it on (decision 0006).
  const clock = movable(options.clock ?? systemClock);
  const services: SandboxServices = {
    db,
    clock,
    settings: options.settings ?? testSettings,
  };
  if (!isSeeded(services)) seedDatabase(services);

  const faults = new FaultBook();
  const app = new Hono();
  app.use('*', corsMiddleware(options.corsOrigins ?? []));
  if (services.settings.faultsEnabled) {
    app.use('/api/*', faultMiddleware(faults));
    app.route('/__sandbox', sandboxControlRoutes(services, faults, clock));
  }
  const afterResponse = new AfterResponse();
  mountRoutes(
    app,
    features.flatMap((feature) => feature.routes),
    services,
    afterResponse,
    options.corsOrigins ?? [],
  );
  for (const feature of features) feature.mount?.(app, services);
  mountDocs(app);
  app.notFound((c) => c.json({ message: 'Unable to complete request, item not found.' }, 404));
  app.onError((error, c) => {
    console.error('[sandbox] unhandled', error);
    return c.json({ message: 'Something has gone wrong, please try again.' }, 500);
  });

  const provider = createCardProvider(services, options.corsOrigins ?? []);
  return {
    app,
    services,
    faults,
    clock,
    fetch: (request) => Promise.resolve(app.fetch(request)),
    provider,
    providerFetch: (request) => Promise.resolve(provider.fetch(request)),
    settled: () => afterResponse.settled(),
  };
}
