import type { SetupServer } from 'msw/node';

export interface ApiCallRecording {
  /** Each GET the page made, as path and query, in the order made. */
  calls: string[];
  /** Settles once no call has been open for `quietMs`. */
  quiet(quietMs?: number): Promise<void>;
  stop(): void;
}

/**
 * Records the GET calls answered on the MSW `server` from now on, and tells when they have stopped: what a page asks
 * for when it opens (docs/decisions/0039).
 */
export function recordApiCalls(server: SetupServer): ApiCallRecording {
  const calls: string[] = [];
  let open = 0;
  let last = Date.now();
  const started = ({ request }: { request: Request }) => {
    open += 1;
    last = Date.now();
    const url = new URL(request.url);
    if (request.method === 'GET') calls.push(url.pathname + url.search);
  };
  const ended = () => {
    open -= 1;
    last = Date.now();
  };
  server.events.on('request:start', started);
  server.events.on('response:mocked', ended);
  return {
    calls,
    async quiet(quietMs = 300) {
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (open <= 0 && Date.now() - last >= quietMs) return;
      }
    },
    stop() {
      server.events.removeListener('request:start', started);
      server.events.removeListener('response:mocked', ended);
    },
  };
}

/** The calls made more than once. */
export const repeatedCalls = (calls: readonly string[]): string[] =>
  calls.filter((call, index) => calls.indexOf(call) !== index);
