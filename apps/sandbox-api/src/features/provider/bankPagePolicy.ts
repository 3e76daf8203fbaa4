import { randomBytes } from 'node:crypto';

/**
 * The front ends' origins as frame-ancestors sources: the same set the provider's CORS allows (http/cors.ts'
 * localOrigin, any port) plus SANDBOX_CORS_ORIGINS. Only the checkout may show the bank's pages in a frame.
 */
const localCheckoutSources = ['leisure.localhost', '*.leisure.localhost', 'localhost', '127.0.0.1'].flatMap((host) => [
  `http://${host}:*`,
  `https://${host}:*`,
]);

/** A fresh nonce for one page: its own inline style and script carry it, nothing else may run. */
export const pageNonce = () => randomBytes(16).toString('base64');

/**
 * The policy of the fake bank's 3-D Secure pages (decision 0504). The checkout's own policy cannot describe them
 * (a real issuer's challenge page is on an origin nobody knows in advance), so they send their own: only their
 * nonce'd inline style and script, forms posting back to the provider, framed only by the checkout.
 */
export function bankPagePolicy(nonce: string, extraCheckoutOrigins: string[]): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'none'"],
    'script-src': [`'nonce-${nonce}'`],
    'style-src': [`'nonce-${nonce}'`],
    'form-action': ["'self'"],
    'frame-ancestors': [...localCheckoutSources, ...extraCheckoutOrigins],
    'base-uri': ["'none'"],
  };
  return Object.entries(directives)
    .map(([directive, values]) => `${directive} ${values.join(' ')}`)
    .join('; ');
}
