import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const mainScript = fileURLToPath(new URL('../../main.ts', import.meta.url));

export interface SandboxProcess {
  origin: string;
  /** The throwaway database file the sandbox runs on (a scenario may prepare rows in it and check them after). */
  dbFile: string;
  stop(): Promise<void>;
}

/** A free loopback port, as the OS hands it out. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilAnswering(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The sandbox exited with ${child.exitCode} before answering`);
    try {
      if ((await fetch(`${origin}/api/client`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The sandbox did not answer on ${origin} within ${timeoutMs} ms`);
}

/**
 * The sandbox as `npm start` runs it, in its own process (so the load generator does not share its event loop),
 * on a free loopback port with a throwaway database that it creates and seeds.
 */
export async function startSandboxProcess(env: Record<string, string> = {}): Promise<SandboxProcess> {
  const port = await freePort();
  // Its card provider on a free port too: another sandbox on the machine may hold the default one.
  const providerPort = await freePort();
  // BENCH_TMPDIR=/dev/shm keeps the database off the disk: a run then measures the sandbox without its fsyncs.
  const dataDir = mkdtempSync(join(process.env.BENCH_TMPDIR ?? tmpdir(), 'leisure-bench-'));
  const dbFile = join(dataDir, 'bench.db');
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', mainScript],
    {
      env: {
        ...process.env,
        SANDBOX_HOST: '127.0.0.1',
        SANDBOX_PORT: String(port),
        SANDBOX_CARD_PROVIDER_PORT: String(providerPort),
        SANDBOX_DB: dbFile,
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(origin, child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, dbFile, stop };
}
