import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiCaller, type ApiCaller } from '../../support/apiCaller.ts';

const mainScript = fileURLToPath(new URL('../../../src/main.ts', import.meta.url));
/** Compiled code kept between runs: a sandbox then starts in about a quarter of a second. */
const compileCache = join(tmpdir(), 'leisure-sandbox-crash-compile-cache');

export interface ChildSandbox {
  origin: string;
  /** Calls the child; `crashAfterWrites` asks it to SIGKILL itself just before that write step (decision 0015). */
  caller(crashAfterWrites: number): ApiCaller;
  /** Resolves with the signal that ended the process (SIGKILL for a crash), or null for an exit. */
  ended: Promise<NodeJS.Signals | null>;
  alive(): boolean;
  stop(): Promise<void>;
}

/**
 * Starts the real sandbox (src/main.ts) as a child process on the database file, on free ports, with its clock at
 * `now` and the crash hook on (SANDBOX_CRASH_HOOK=1). Resolves once it listens.
 */
export function startChildSandbox(dbFile: string, now: string): Promise<ChildSandbox> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', mainScript],
    {
      env: {
        ...process.env,
        SANDBOX_DB: dbFile,
        SANDBOX_PORT: '0',
        SANDBOX_CARD_PROVIDER_PORT: '0',
        SANDBOX_NOW: now,
        SANDBOX_CRASH_HOOK: '1',
        SANDBOX_FAULTS: '1',
        NODE_COMPILE_CACHE: compileCache,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let exited = false;
  const ended = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => {
      exited = true;
      resolve(signal);
    }),
  );
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const api = /Sandbox API listening on (http:\/\/[\d.]+:\d+)\/api/.exec(output);
      if (!api || !/card provider listening/.test(output)) return;
      child.stdout!.off('data', onData);
      child.stdout!.resume();
      const origin = api[1]!;
      resolve({
        origin,
        caller: (crashAfterWrites) =>
          apiCaller(origin, (url, init) =>
            fetch(url, {
              ...init,
              headers: {
                ...(init.headers as Record<string, string>),
                'x-sandbox-crash-after-writes': `${crashAfterWrites}`,
              },
            }),
          ),
        ended,
        alive: () => !exited,
        stop: async () => {
          if (!exited) child.kill('SIGKILL');
          await ended;
        },
      });
    };
    child.stdout!.on('data', onData);
    void ended.then((signal) => reject(new Error(`The sandbox ended (${signal}) before it listened: ${errors}`)));
  });
}
