import type { EndpointDefinition } from '@leisure/api-contract';
import type { ApiCaller, CallOptions } from '../support/apiCaller.ts';
import type { DemoAccountKey } from '../../src/seed/demoAccounts.ts';

/**
 * One request the contract test sends over HTTP, and the status it expects. The answer is checked
 * against the endpoint's contract schema (`data` for 2xx, the error body otherwise).
 * Every endpoint in the contract needs at least one example with a success status.
 */
export interface ContractExample {
  endpoint: EndpointDefinition;
  /** What the example shows, e.g. "a venue's theme". */
  name: string;
  /** Log in as this demo account first (a fresh token per example). */
  as?: DemoAccountKey;
  /** Builds the request; may call the API first (e.g. to find an id). Receives the token when `as` is set. */
  request?: (api: ApiCaller, token: string | undefined) => CallOptions | Promise<CallOptions>;
  /** Defaults to the endpoint's success status. */
  status?: number;
}

export const example = (e: ContractExample): ContractExample => e;

/** Examples of one endpoint, in the order the contract test sends them. */
export const examplesOf = (
  endpoint: EndpointDefinition,
  ...cases: Omit<ContractExample, 'endpoint'>[]
): ContractExample[] => cases.map((exampleCase) => ({ endpoint, ...exampleCase }));

/** An endpoint only for a logged-in account: what `seen.as` gets, then 401 for a visitor (named `visitor`). */
export const loggedInOnly = (
  endpoint: EndpointDefinition,
  seen: Pick<ContractExample, 'name' | 'as'>,
  visitor: string,
): ContractExample[] => examplesOf(endpoint, seen, { name: visitor, status: 401 });
