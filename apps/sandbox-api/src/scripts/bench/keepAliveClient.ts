import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

/** One call's outcome: status (0 for a network error or timeout) and the wire JSON. */
export interface Answer {
  status: number;
  json: { data?: Record<string, unknown>; message?: string } | undefined;
}

/** Latencies (ms) per call name, and the calls that failed (network, timeout, 5xx or an unexpected status). */
export class CallLog {
  readonly latencies = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  readonly statuses = new Map<string, Map<number, number>>();
  /** Network failures by their code (ECONNRESET, timeout). */
  readonly failures = new Map<string, number>();

  record(name: string, ms: number, status: number, expected: readonly number[]): void {
    (this.latencies.get(name) ?? this.latencies.set(name, []).get(name)!).push(ms);
    const byStatus = this.statuses.get(name) ?? this.statuses.set(name, new Map()).get(name)!;
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    if (!expected.includes(status)) this.errors.set(name, (this.errors.get(name) ?? 0) + 1);
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export interface CallSummary {
  calls: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  statuses: Record<string, number>;
}

export function summarise(log: CallLog): Record<string, CallSummary> {
  const result: Record<string, CallSummary> = {};
  for (const [name, values] of log.latencies) {
    const sorted = [...values].sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    result[name] = {
      calls: sorted.length,
      p50Ms: round(percentile(sorted, 50)),
      p95Ms: round(percentile(sorted, 95)),
      p99Ms: round(percentile(sorted, 99)),
      maxMs: round(sorted.at(-1) ?? 0),
      errors: log.errors.get(name) ?? 0,
      statuses: Object.fromEntries(log.statuses.get(name) ?? []),
    };
  }
  return result;
}

/**
 * A JSON client over keep-alive connections (a browser reuses its connection too), timing each call from its start
 * to the last byte of the answer, waits for a free connection included.
 */
export function keepAliveClient(origin: string, log: CallLog, maxSockets = 256, timeoutMs = 30_000) {
  const agent = new Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  const { hostname, port } = new URL(origin);

  function call(
    name: string,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    options: { token?: string; body?: unknown; expected?: readonly number[] } = {},
  ): Promise<Answer> {
    const started = performance.now();
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    return new Promise((resolve) => {
      const done = (status: number, json: Answer['json']) => {
        log.record(name, performance.now() - started, status, options.expected ?? [200]);
        resolve({ status, json });
      };
      const req = request({ agent, hostname, port, method, path, headers, timeout: timeoutMs }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          let json: Answer['json'];
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer['json'];
          } catch {
            json = undefined;
          }
          done(res.statusCode ?? 0, json);
        });
        res.on('error', () => done(0, undefined));
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (error: NodeJS.ErrnoException) => {
        log.failures.set(error.code ?? error.message, (log.failures.get(error.code ?? error.message) ?? 0) + 1);
        done(0, undefined);
      });
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }

  return { call, close: () => agent.destroy() };
}
