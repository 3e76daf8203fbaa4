import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@leisure/api-contract/browser';
import { HttpError, type HttpFailure } from './httpError.ts';
import { apiPathOf, requestUrl } from './requestUrl.ts';
import { fromWire, isJsonShaped, toWire } from './wireCasing.ts';

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

export interface HttpRequest {
  method?: string;
  /** A path below the base URL, or an absolute URL. */
  url: string;
  /** Query parameters, camelCase (sent snake_case). */
  params?: unknown;
  /** The body: JSON-shaped values go as JSON, snake_case; FormData, Blob and the like as they are. */
  data?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface HttpResponse<T = unknown> {
  status: number;
  /** The answer's body: JSON camelCased, other text as it came, '' for none. */
  data: T;
  headers: Headers;
}

type RequestOptions = Omit<HttpRequest, 'url' | 'method' | 'data'>;

/**
 * The one HTTP client an app talks to the API through: fetch with the wire casing and the session rules. Every
 * request says it comes from a front end's page (CLIENT_HEADER): the API refuses cookie-authenticated changes
 * without it (decision 0826).
 */
export interface HttpClient {
  readonly baseUrl: string;
  readonly withCredentials: boolean;
  request<T = unknown>(request: HttpRequest): Promise<HttpResponse<T>>;
  get<T = unknown>(url: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, options?: RequestOptions): Promise<HttpResponse<T>>;
}

export const loginPath = '/auth/customer/login';

function encodeBody(data: unknown, headers: Headers): RequestInit['body'] {
  if (data === undefined) return undefined;
  if (isJsonShaped(data) || typeof data === 'number' || typeof data === 'boolean' || data === null) {
    headers.set('Content-Type', 'application/json');
    return JSON.stringify(data);
  }
  return data as RequestInit['body'];
}

/** JSON when it parses, otherwise the text as it came (a proxy's error page). */
function decodeBody(text: string): unknown {
  if (text === '') return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Fetches and reads the whole answer within `timeoutMs`; a failure before an answer is an HttpError. */
async function fetchText(href: string, init: RequestInit, signal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  const cancel = () => controller.abort();
  let failure: HttpFailure = 'network';
  if (signal?.aborted) throw new HttpError('cancelled');
  signal?.addEventListener('abort', cancel);
  const timer = setTimeout(() => {
    failure = 'timeout';
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetch(href, { ...init, signal: controller.signal });
    return { response, text: await response.text() };
  } catch (cause) {
    throw new HttpError(signal?.aborted ? 'cancelled' : failure, undefined, { cause });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

/** The page's address in a browser (or jsdom); none in Node, where the base URL must be absolute. */
const pageAddress = () => (globalThis as { location?: { href: string } }).location?.href;

const bearerOf = (headers: Headers): string | null => headers.get('Authorization')?.match(/^Bearer (.+)$/)?.[1] ?? null;

export function createHttpClient({
  baseUrl,
  getToken,
  onUnauthenticated,
  unauthenticatedExemptPaths = [loginPath],
  withCredentials = false,
  timeoutMs = 30_000,
}: HttpClientOptions): HttpClient {
  /**
   * A 401 means the token is gone or expired (docs/product/platform.md §4): the app's handler removes it and
   * reloads. Calls in `unauthenticatedExemptPaths` (the log-in itself) answer 401 to their caller only. So does a
   * call that went out with a token the page no longer holds: that session has already ended here (a log-out
   * racing a request), the current one is fine.
   */
  const isLostSession = (href: string, sent: string | null) => {
    const stale = getToken !== undefined && sent !== null && sent !== (getToken() ?? null);
    return !stale && !unauthenticatedExemptPaths.includes(apiPathOf(baseUrl, href));
  };

  async function request<T>({ method = 'GET', url, params, data, signal, headers: extra }: HttpRequest) {
    const headers = new Headers({ Accept: 'application/json', ...extra });
    headers.set(CLIENT_HEADER, CLIENT_HEADER_VALUE);
    const token = getToken?.();
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    // snake_case out (JSON bodies and query params), camelCase in (successful answers only: toApiError converts
    // an error answer's field paths segment by segment, which whole-key conversion cannot do).
    // A relative base (`/api`, the production default) is on the page's origin, as fetch in a page reads it.
    const href = new URL(requestUrl(baseUrl, url, toWire(params)), pageAddress()).href;
    const body = encodeBody(toWire(data), headers);
    const credentials = withCredentials ? 'include' : 'same-origin';
    const { response, text } = await fetchText(href, { method, headers, body, credentials }, signal, timeoutMs);
    const answer = decodeBody(text);
    if (response.ok) return { status: response.status, data: fromWire<T>(answer), headers: response.headers };
    if (response.status === 401 && onUnauthenticated && isLostSession(href, bearerOf(headers))) onUnauthenticated();
    throw new HttpError('answer', { status: response.status, data: answer });
  }

  return {
    baseUrl,
    withCredentials,
    request,
    get: (url, options) => request({ ...options, url }),
    post: (url, data, options) => request({ ...options, url, data, method: 'POST' }),
    delete: (url, options) => request({ ...options, url, method: 'DELETE' }),
  };
}
