import type { EndpointDefinition } from '@leisure/api-contract';
import { contractExamples } from '../contract/examples/index.ts';
import type { DemoAccountKey } from '../../src/seed/demoAccounts.ts';
import type { ApiCaller, CallOptions } from '../support/apiCaller.ts';
import { hostileValue } from './hostileValues.ts';
import type { Random } from './seededRandom.ts';

/**
 * The contract tests' success examples as starting points: requests that are valid as a whole (ids that belong
 * together, a correct checksum), which the fuzzer then bends one field at a time. Random requests alone rarely
 * get past validation on endpoints whose fields depend on each other.
 */
export async function exampleRequests(
  endpoint: EndpointDefinition,
  api: ApiCaller,
  caller: { key: DemoAccountKey; token: string } | undefined,
): Promise<CallOptions[]> {
  // Open endpoints (log-in, registration, password resets) act on whichever account their body names, so their
  // examples legitimately touch other users' rows: those are fuzzed from the schema alone. Likewise examples
  // written for another account than the caller's.
  if (endpoint.auth === 'none') return [];
  const examples = contractExamples.filter(
    (example) =>
      example.endpoint.id === endpoint.id &&
      (example.status ?? endpoint.successStatus ?? 200) < 300 &&
      (example.as === undefined || example.as === caller?.key),
  );
  const requests: CallOptions[] = [];
  for (const example of examples.slice(0, 3)) {
    try {
      requests.push((await example.request?.(api, caller?.token)) ?? {});
    } catch {
      // An example that needs state this run does not have (another user's data, a step before it).
    }
  }
  return requests;
}

type Container = Record<string, unknown> | unknown[];

function containers(value: unknown, found: Container[] = []): Container[] {
  if (typeof value !== 'object' || value === null || found.length > 200) return found;
  found.push(value as Container);
  for (const child of Object.values(value)) containers(child, found);
  return found;
}

/** A copy of `value` with one field replaced by a hostile value, removed, or wrapped in a list. */
export function bendOneField<T>(value: T, random: Random): T {
  const copy = structuredClone(value);
  const candidates = containers(copy).filter((container) => Object.keys(container).length > 0);
  if (candidates.length === 0) return copy;
  const container = random.pick(candidates) as Record<string, unknown>;
  const key = random.pick(Object.keys(container));
  const how = random.int(0, 5);
  if (how === 0 && !Array.isArray(container)) delete container[key];
  else if (how === 1) container[key] = [container[key]];
  else container[key] = hostileValue(random);
  return copy;
}
