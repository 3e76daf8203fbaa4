import { createRequire } from 'node:module';

/** The part of autocannon's API the benchmark uses (autocannon ships no types). */
interface AutocannonRequest {
  method: 'GET';
  path: string;
  headers?: Record<string, string>;
}
interface AutocannonResult {
  latency: { p50: number; p99: number; average: number };
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: AutocannonRequest[];
}) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface LoadResult {
  p50Ms: number;
  p99Ms: number;
  averageMs: number;
  requestsPerSecond: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** Runs `paths` round-robin on every connection for `seconds`, and returns latency percentiles and throughput. */
export async function loadTest(
  origin: string,
  paths: string[],
  seconds: number,
  connections: number,
): Promise<LoadResult> {
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET', path, headers: { accept: 'application/json' } })),
  });
  return {
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    averageMs: result.latency.average,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
