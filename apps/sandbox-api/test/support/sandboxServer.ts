import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createSandbox, type Sandbox, type SandboxOptions } from '../../src/app.ts';

export interface RunningSandbox {
  sandbox: Sandbox;
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  close(): Promise<void>;
}

/** Starts a sandbox with a fresh in-memory database on a free loopback port: tests talk to it over real HTTP. */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const sandbox = createSandbox(options);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    sandbox,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          sandbox.services.db.close();
          resolve();
        });
      }),
  };
}
