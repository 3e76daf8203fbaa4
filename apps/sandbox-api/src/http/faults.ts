import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { decamelizeKeys } from '@leisure/api-contract';

/**
 * Fault injection (sandbox only): the next `count` calls whose API path matches `path` answer `status` with
 * `message` and `errors`, or are delayed by `delayMs` first (status omitted: delay only). `*` in a path
 * matches any run of characters. Used by e2e tests to walk the spec's error catalogue.
 */
export const faultSchema = z.object({
  path: z.string().min(1).max(300),
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE']).optional(),
  status: z.number().int().min(200).max(599).optional(),
  count: z.number().int().min(1).max(1000).default(1),
  delayMs: z.number().int().min(0).max(60_000).default(0),
  message: z.string().max(500).optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** Run the real handler, then answer `status` anyway: "the work was done but the answer was lost". */
  afterHandler: z.boolean().default(false),
});
export type Fault = z.infer<typeof faultSchema>;

export class FaultBook {
  private faults: (Fault & { remaining: number; matcher: RegExp })[] = [];

  add(fault: Fault): void {
    const pattern = fault.path
      .replace(/^\/?(api\/)?/, '/')
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*');
    this.faults.push({ ...fault, remaining: fault.count, matcher: new RegExp(`^${pattern}$`) });
  }

  clear(): void {
    this.faults = [];
  }

  list(): Fault[] {
    return this.faults.map(({ matcher: _matcher, remaining, ...fault }) => ({ ...fault, count: remaining }));
  }

  /** Takes one use of the first matching fault, if any. `apiPath` is relative to /api. */
  take(method: string, apiPath: string): Fault | undefined {
    const index = this.faults.findIndex(
      (fault) => (!fault.method || fault.method === method) && fault.matcher.test(apiPath),
    );
    if (index < 0) return undefined;
    const fault = this.faults[index]!;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults.splice(index, 1);
    return fault;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const defaultMessages: Record<number, string> = {
  401: 'Unauthenticated.',
  419: 'Session expired.',
  422: 'The given data was invalid.',
  429: 'Too many requests.',
  503: 'Down for maintenance.',
};

export function faultMiddleware(book: FaultBook): MiddlewareHandler {
  return async (c, next) => {
    const apiPath = new URL(c.req.url).pathname.replace(/^\/api/, '');
    const fault = book.take(c.req.method, apiPath);
    if (!fault) return next();
    if (fault.delayMs > 0) await sleep(fault.delayMs);
    if (fault.status === undefined) return next();
    if (fault.afterHandler) await next();
    const body = {
      message: fault.message ?? defaultMessages[fault.status] ?? 'Something has gone wrong, please try again.',
      ...(fault.errors ? { errors: decamelizeKeys(fault.errors) } : {}),
    };
    if (fault.afterHandler) {
      // Keep the headers the real answer had (CORS among them), swap status and body.
      const headers = new Headers(c.res.headers);
      headers.delete('content-length');
      headers.set('content-type', 'application/json');
      c.res = new Response(JSON.stringify(body), { status: fault.status, headers });
      return;
    }
    return c.json(body, fault.status as 500);
  };
}
