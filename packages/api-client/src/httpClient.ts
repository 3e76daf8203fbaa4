import axios, { type AxiosInstance } from 'axios';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@leisure/api-contract/browser';
import { installBearerToken, installUnauthenticatedHandler } from './authInterceptors.ts';
import { installWireCasing } from './wireInterceptors.ts';

export interface HttpClientOptions {
  /** Base of every API path, e.g. config.api.baseUrl (`http://127.0.0.1:4010/api`). */
  baseUrl: string;
  /** The token to send as Bearer; return undefined when the API reads the cookie itself (production). */
  getToken?: () => string | null | undefined;
  /** Called on a 401 answer: the app removes the token and reloads. */
  onUnauthenticated?: () => void;
  /** API paths whose 401 is meant for the caller, not a lost session. Default: the customer log-in. */
  unauthenticatedExemptPaths?: readonly string[];
  /** Send cookies on cross-origin calls: when no Bearer goes, the API authenticates by the shared token cookie. */
  withCredentials?: boolean;
  timeoutMs?: number;
}

export const loginPath = '/auth/customer/login';

/**
 * The one axios instance an app talks to the API through. Every request says it comes from a front end's page
 * (CLIENT_HEADER): the API refuses cookie-authenticated changes without it (decision 0826).
 */
export function createHttpClient({
  baseUrl,
  getToken,
  onUnauthenticated,
  unauthenticatedExemptPaths = [loginPath],
  withCredentials = false,
  timeoutMs = 30_000,
}: HttpClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL: baseUrl,
    timeout: timeoutMs,
    withCredentials,
    headers: { Accept: 'application/json', [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
  });
  installWireCasing(client);
  if (getToken) installBearerToken(client, getToken);
  if (onUnauthenticated) {
    installUnauthenticatedHandler(client, onUnauthenticated, unauthenticatedExemptPaths, getToken);
  }
  return client;
}
