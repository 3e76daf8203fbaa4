import type { AuthoriseBody, CheckoutSource, CompleteBody } from '@leisure/api-contract/browser';
import type { BrowserDetails } from './browserDetails.ts';

// What the payment calls take, in a module of their own: the state records an authorise request and the thunks
// send them, so neither has to import the other.

export interface PrepareRequest {
  source: CheckoutSource;
  selectedUserId?: number;
}

/** Authorise's body less what this package fills in: the session key (from prepare) and the browser data. */
export type AuthoriseRequest = Omit<AuthoriseBody, 'sessionKey' | keyof BrowserDetails>;

/** Complete's body less the transaction, which comes from authorise. */
export type CompleteRequest = Omit<CompleteBody, 'transactionUuid'>;

export interface FrontOfHouseRequest {
  /** The selected customer's basket (the default) or their joining cart (docs/decisions/0602-joining-at-the-desk.md). */
  source?: CheckoutSource;
  selectedUserId: number;
  payments: CompleteBody['payments'];
  completedWaivers?: CompleteBody['completedWaivers'];
  terms?: number[];
}
