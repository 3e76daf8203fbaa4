import { allEndpoints, buildPath, decamelize, type EndpointDefinition } from '@leisure/api-contract';
import { systemClock, ukToday } from '../../clock.ts';

/** One load scenario: the API paths (with query) to request round-robin. */
export interface Scenario {
  name: string;
  paths: string[];
}

/** What the front ends read on every page, by contract path; missing ones are skipped with a note. */
const readMixPaths = [
  '/frontend/theme',
  '/client',
  '/activities/venues',
  '/memberships/types',
  '/activities/timetable',
  '/activities/footer',
];
const costsPath = '/memberships/types/{typeId}/payment-options/{optionId}';

interface Facts {
  venueId: number;
  venueSlug: string;
  today: string;
}

const findEndpoint = (path: string): EndpointDefinition | undefined =>
  allEndpoints.find((endpoint) => endpoint.method === 'GET' && endpoint.path === path);

/** Fills the query parameters a scenario needs (a venue, today's date) from what the endpoint's query accepts. */
function withQuery(
  endpoint: EndpointDefinition,
  path: string,
  facts: Facts,
  extra: Record<string, string> = {},
): string {
  const values: Record<string, string> = {
    venue: facts.venueSlug,
    venueId: String(facts.venueId),
    date: facts.today,
    startDate: facts.today,
    ...extra,
  };
  const accepted = Object.keys(endpoint.query?.shape ?? {});
  const search = new URLSearchParams();
  for (const key of accepted) if (values[key] !== undefined) search.set(decamelize(key), values[key]);
  const query = search.toString();
  return `/api${path}${query ? `?${query}` : ''}`;
}

async function getData<T>(origin: string, path: string): Promise<{ status: number; data: T | undefined }> {
  const response = await fetch(`${origin}${path}`, { headers: { accept: 'application/json' } });
  const json = (await response.json().catch(() => undefined)) as { data?: T } | undefined;
  return { status: response.status, data: json?.data };
}

async function discoverFacts(origin: string): Promise<Facts> {
  // A venue that sells memberships online, so that membership scenarios have something to price.
  for (const path of ['/api/venues/online-joining', '/api/activities/venues']) {
    const { data } = await getData<{ id: number; slug: string }[]>(origin, path);
    const venue = data?.[0];
    if (venue) return { venueId: venue.id, venueSlug: venue.slug, today: ukToday(systemClock) };
  }
  throw new Error('The sandbox lists no venues: nothing to benchmark');
}

async function readMix(origin: string, facts: Facts, notes: string[]): Promise<Scenario> {
  const paths: string[] = [];
  for (const contractPath of readMixPaths) {
    const endpoint = findEndpoint(contractPath);
    if (!endpoint) {
      notes.push(`read mix: GET ${contractPath} is not in the contract yet, skipped`);
      continue;
    }
    const path = withQuery(endpoint, contractPath, facts);
    const { status } = await getData(origin, path);
    if (status === 200) paths.push(path);
    else notes.push(`read mix: ${path} answered ${status}, skipped`);
  }
  return { name: 'readMix', paths };
}

interface TypeWithOptions {
  id: number;
  payment_options?: { id: number; payment_type?: string }[];
}

async function membershipCosts(origin: string, facts: Facts, notes: string[]): Promise<Scenario | undefined> {
  const costs = findEndpoint(costsPath);
  const types = findEndpoint('/memberships/types');
  if (!costs || !types) {
    notes.push(`membership costs: GET ${costsPath} or GET /memberships/types is not in the contract yet, skipped`);
    return undefined;
  }
  const { data } = await getData<TypeWithOptions[]>(origin, withQuery(types, '/memberships/types', facts));
  // A recurring option: its costs involve the most work (pro-rata days, month in hand, first billing date).
  const candidates = (data ?? []).flatMap((type) => (type.payment_options ?? []).map((option) => ({ type, option })));
  const chosen = candidates.find(({ option }) => option.payment_type === 'recurring') ?? candidates[0];
  if (!chosen) {
    notes.push(`membership costs: no membership type with a payment option at venue ${facts.venueSlug}, skipped`);
    return undefined;
  }
  const path = withQuery(costs, buildPath(costsPath, { typeId: chosen.type.id, optionId: chosen.option.id }), facts, {
    billingDay: '15',
  });
  const { status } = await getData(origin, path);
  if (status !== 200) {
    notes.push(`membership costs: ${path} answered ${status}, skipped`);
    return undefined;
  }
  return { name: 'membershipCosts', paths: [path] };
}

/** The scenarios the benchmark runs against a running sandbox, and notes on anything skipped. */
export async function benchScenarios(origin: string): Promise<{ scenarios: Scenario[]; notes: string[] }> {
  const facts = await discoverFacts(origin);
  const notes: string[] = [];
  const scenarios: Scenario[] = [];
  const mix = await readMix(origin, facts, notes);
  if (mix.paths.length > 0) scenarios.push(mix);
  const costs = await membershipCosts(origin, facts, notes);
  if (costs) scenarios.push(costs);
  return { scenarios, notes };
}
