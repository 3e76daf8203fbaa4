import { spawn, type ChildProcess } from 'node:child_process';

export interface Started {
  name: string;
  child: ChildProcess;
  output: () => string;
}

/** Starts a command in a process group of its own (so stopping it stops what pnpm starts under it), output kept. */
export function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Started {
  const child = spawn(command, args, { env: { ...process.env, ...env }, detached: true, stdio: 'pipe' });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, child, output: () => output };
}

/** Runs a command to its end; rejects with its output when it fails. */
export async function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  const started = start(command, command, args, env);
  const code = await new Promise<number | null>((resolve) => started.child.on('exit', resolve));
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited ${code}:\n${started.output()}`);
}

export function stop(started: Started): void {
  if (started.child.exitCode !== null || started.child.pid === undefined) return;
  try {
    process.kill(-started.child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/** Polls a URL until it answers (any status below 500), or fails after timeoutMs naming what did not start. */
export async function waitForUrl(url: string, started: Started, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) {
      throw new Error(`${started.name} exited (${started.child.exitCode}):\n${started.output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${started.name} did not answer ${url} within ${timeoutMs / 1000} s:\n${started.output()}`);
}
