// Tests run in jsdom inside a VM context (pool 'vmThreads', docs/decisions/0009): that context has jsdom's globals but
// not Node's web-platform ones that a browser also has and that MSW's interceptors use (streams, text streams,
// BroadcastChannel). Lend them from Node, as a browser would have them.
import { BroadcastChannel } from 'node:worker_threads';
import * as webStreams from 'node:stream/web';

const lent: Record<string, unknown> = { ...webStreams, BroadcastChannel };
for (const [name, value] of Object.entries(lent)) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
}
