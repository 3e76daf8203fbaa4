const anyOrigin = 'http://relative.invalid';

/** Scalars as text, a list as repeated `key[]`, nothing for null or undefined (what the API has always been sent). */
function appendQuery(search: URLSearchParams, key: string, value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) appendQuery(search, `${key}[]`, item);
  } else if (value !== undefined && value !== null) {
    search.append(key, value instanceof Date ? value.toISOString() : String(value));
  }
}

/** `url` below `baseUrl` (an absolute `url` stands alone), with the query appended. */
export function requestUrl(baseUrl: string, url: string, query?: unknown): string {
  const joined = /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url)
    ? url
    : `${baseUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  const search = new URLSearchParams();
  if (typeof query === 'object' && query !== null) {
    for (const [key, value] of Object.entries(query)) appendQuery(search, key, value);
  }
  const text = search.toString();
  return text ? `${joined}${joined.includes('?') ? '&' : '?'}${text}` : joined;
}

/** The request's path below the client's base URL, without query or hash: `/auth/customer/login`. */
export function apiPathOf(baseUrl: string, href: string): string {
  const path = new URL(href, anyOrigin).pathname;
  const basePath = new URL(baseUrl || '/', anyOrigin).pathname.replace(/\/+$/, '');
  return path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : path;
}
