import type { APIRequestContext } from '@playwright/test';

/** A fault as POST /__sandbox/faults takes it (apps/sandbox-api/src/http/faults.ts), in camelCase here. */
export interface SandboxFault {
  /** API path relative to /api; `*` matches any run of characters. */
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  status?: number;
  count?: number;
  delayMs?: number;
  message?: string;
  errors?: Record<string, string[]>;
  afterHandler?: boolean;
}

async function expectOk(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<void> {
  if (!response.ok()) throw new Error(`${what} failed with ${response.status()}: ${await response.text()}`);
}

/** Makes the next `count` matching calls answer `status` (or wait `delayMs`). */
export async function armFault(request: APIRequestContext, fault: SandboxFault): Promise<void> {
  const response = await request.post('/__sandbox/faults', {
    data: {
      path: fault.path,
      method: fault.method,
      status: fault.status,
      count: fault.count,
      delay_ms: fault.delayMs,
      message: fault.message,
      errors: fault.errors,
      after_handler: fault.afterHandler,
    },
  });
  await expectOk(response, `Arming a fault on ${fault.path}`);
}

export async function disarmFaults(request: APIRequestContext): Promise<void> {
  await expectOk(await request.delete('/__sandbox/faults'), 'Disarming faults');
}

/** Reseeds the database and disarms every fault: the state a fresh clone starts from. */
export async function resetSandbox(request: APIRequestContext): Promise<void> {
  await expectOk(await request.post('/__sandbox/reset'), 'Resetting the sandbox');
}

/** Moves the sandbox's clock forward, by seconds or to an instant (docs/decisions/0006); it never goes back. */
export async function moveSandboxClock(
  request: APIRequestContext,
  by: { seconds: number } | { to: Date },
): Promise<void> {
  const data = 'seconds' in by ? { advance_seconds: Math.ceil(by.seconds) } : { to: by.to.toISOString() };
  await expectOk(await request.post('/__sandbox/clock', { data }), 'Moving the sandbox clock');
}
