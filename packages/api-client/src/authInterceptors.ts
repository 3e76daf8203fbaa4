import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

/** Adds `Authorization: Bearer <token>` when there is a token and the caller has not set the header itself. */
export function installBearerToken(client: AxiosInstance, getToken: () => string | null | undefined): void {
  client.interceptors.request.use((config) => {
    const token = getToken();
    if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
}

const anyOrigin = 'http://relative.invalid';

/** The request's path below the client's base URL, without query or hash: `/auth/customer/login`. */
function apiPathOf(client: AxiosInstance, config: InternalAxiosRequestConfig): string {
  const path = new URL(client.getUri(config), anyOrigin).pathname;
  const basePath = new URL(config.baseURL ?? '/', anyOrigin).pathname.replace(/\/+$/, '');
  return path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : path;
}

/** The bearer token a request went out with, if any. */
function sentToken(config: InternalAxiosRequestConfig): string | null {
  const header = config.headers.get('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

/**
 * A 401 means the token is gone or expired (docs/product/platform.md §4): the app's handler removes it and reloads. Calls in
 * `exemptPaths` (the log-in itself) answer 401 to their caller only. So does a call that went out with a token the
 * page no longer holds: that session has already ended here (a log-out racing a request), the current one is fine.
 */
export function installUnauthenticatedHandler(
  client: AxiosInstance,
  onUnauthenticated: () => void,
  exemptPaths: readonly string[],
  getToken?: () => string | null | undefined,
): void {
  client.interceptors.response.use(undefined, (error: unknown) => {
    if (axios.isAxiosError(error) && error.response?.status === 401 && error.config) {
      const sent = sentToken(error.config);
      const stale = getToken !== undefined && sent !== null && sent !== (getToken() ?? null);
      if (!stale && !exemptPaths.includes(apiPathOf(client, error.config))) onUnauthenticated();
    }
    return Promise.reject(error);
  });
}
