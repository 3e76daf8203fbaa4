import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createSandbox, type Sandbox, type SandboxOptions } from '../../src/app.ts';
import { testSettings } from '../../src/settings.ts';

export interface RunningSandbox {
  sandbox: Sandbox;
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  /** The emulated card provider's own origin (another free port), as prepare answers it. */
  providerOrigin: string;
  close(): Promise<void>;
}

const listen = (fetch: (request: Request) => Response | Promise<Response>): Promise<ServerType> =>
  new Promise((resolve) => {
    const s = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });

const closeServer = (server: ServerType) => new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * Starts a sandbox with a fresh in-memory database on a free loopback port, and its card provider on another:
 * tests talk to both over real HTTP, on separate origins as in the browser.
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  // The provider's port must be known before the sandbox is built (prepare answers its origin).
  const built: { provider?: Sandbox['provider'] } = {};
  const providerServer = await listen((request) =>
    built.provider ? built.provider.fetch(request) : new Response('starting', { status: 503 }),
  );
  const providerOrigin = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}`;
  const settings = { ...(options.settings ?? testSettings), cardProviderOrigin: providerOrigin };
  const sandbox = createSandbox({ ...options, settings });
  built.provider = sandbox.provider;
  const server = await listen(sandbox.app.fetch);
  const { port } = server.address() as AddressInfo;
  return {
    sandbox,
    origin: `http://127.0.0.1:${port}`,
    providerOrigin,
    close: async () => {
      await Promise.all([closeServer(server), closeServer(providerServer)]);
      await sandbox.settled();
      sandbox.services.db.close();
    },
  };
}
