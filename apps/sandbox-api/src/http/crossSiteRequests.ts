import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@leisure/api-contract';
import { forbidden } from './apiError.ts';
import { isAllowedOrigin } from './cors.ts';

/** Methods that change something: the ones a forged request would want. */
const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The host the browser addressed: a reverse proxy in front of the API (nginx serving `/api` on the front end's own
 * origin) passes it as X-Forwarded-Host, or keeps Host. Neither can be set by a cross-site form, and a cross-origin
 * script could only after a preflight this API refuses.
 */
function addressedHost(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  return (forwarded || request.headers.get('host') || new URL(request.url).host).toLowerCase();
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Cross-site request forgery (decision 0826): the token cookie goes with every request the browser makes to the
 * API, whoever's page asked for it, so a cookie-authenticated change is accepted only from our own pages. Bearer
 * requests need none of this: nothing sends that header on its own. Throws a 403 in the API's error shape.
 */
export function refuseForgedRequest(request: Request, allowedOrigins: string[]): void {
  if (!unsafeMethods.has(request.method.toUpperCase())) return;
  if (request.headers.get(CLIENT_HEADER) !== CLIENT_HEADER_VALUE) {
    throw forbidden(
      `This request was refused: a change made with the session cookie must come from one of our pages (header ${CLIENT_HEADER}: ${CLIENT_HEADER_VALUE}). Please reload the page and try again.`,
    );
  }
  const origin = request.headers.get('origin');
  if (origin !== null) {
    const sameOrigin = hostOf(origin) === addressedHost(request);
    if (!sameOrigin && !isAllowedOrigin(origin, allowedOrigins)) {
      throw forbidden(`This request was refused: pages on ${origin} may not make changes with the session cookie.`);
    }
  } else if (request.headers.get('sec-fetch-site') === 'cross-site') {
    throw forbidden('This request was refused: another site may not make changes with the session cookie.');
  }
}
