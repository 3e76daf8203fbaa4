import { buildPath, camelizeKeys, decamelizeKeys, type EndpointDefinition } from '@leisure/api-contract';
import { DEMO_PASSWORD, demoAccounts, type DemoAccountKey } from '../../src/seed/demoAccounts.ts';

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  token?: string;
  /** Send this exact text as the body (for malformed-JSON tests). */
  rawBody?: string;
}

export interface CallResult<T = unknown> {
  status: number;
  /** The JSON answer with keys camelized, as the front ends see it. */
  json: T;
  /** The JSON answer as it came over the wire (snake_case). */
  wire: unknown;
  headers: Headers;
}

/** How the caller sends a request: over HTTP by default, or straight into a sandbox's fetch handler. */
type Send = (url: URL | string, init: RequestInit) => Promise<Response>;

/** Calls the running sandbox the way the front ends do: snake_case out, camelCase in. */
export function apiCaller(origin: string, send: Send = fetch) {
  // Tests read answers loosely (result.json.data.x); the contract test checks their shapes strictly.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function call<T = any>(endpoint: EndpointDefinition, options: CallOptions = {}): Promise<CallResult<T>> {
    const url = new URL(`${origin}/api${buildPath(endpoint.path, options.params)}`);
    for (const [key, value] of Object.entries(decamelizeKeys<Record<string, unknown>>(options.query ?? {}))) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(decamelizeKeys(options.body));
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await send(url, { method: endpoint.method, headers, body });
    const text = await response.text();
    let wire: unknown = text;
    try {
      wire = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: leave the text
    }
    return { status: response.status, json: camelizeKeys<T>(wire), wire, headers: response.headers };
  }

  /** Logs in through the raw login path (not via the contract object, so this works whoever owns auth). */
  async function login(key: DemoAccountKey, password = DEMO_PASSWORD): Promise<string> {
    const account = demoAccounts[key];
    const response = await send(`${origin}/api/auth/customer/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: account.reference, password }),
    });
    const json = (await response.json()) as { data?: { token?: string } };
    if (response.status !== 200 || !json.data?.token) {
      throw new Error(`Login as ${key} failed with ${response.status}: ${JSON.stringify(json)}`);
    }
    return json.data.token;
  }

  return { call, login, origin };
}

export type ApiCaller = ReturnType<typeof apiCaller>;

/**
 * Calls a sandbox in process, through its fetch handler: no socket between the answer and the test, so a test can
 * look at the database the moment the handler has answered.
 */
export const inProcessCaller = (sandbox: { fetch: (request: Request) => Promise<Response> }): ApiCaller =>
  apiCaller('http://sandbox.test', (url, init) => sandbox.fetch(new Request(url, init)));
