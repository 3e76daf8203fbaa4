import { isIP } from 'node:net';

/**
 * The client's address as the proxy in front of the API saw it: the last entry of X-Forwarded-For, which the
 * proxy appends (earlier entries are whatever the client sent, so they are not trusted). Null for a direct request
 * (tests, local development), which hold limits and promotion code checks do not count by address
 * (docs/decisions/0312-hold-limits.md, 0203), and so is a loopback address: that is this machine (the e2e tests
 * through the local proxy), never a customer. Here in http/ as the cart and the memberships feature both need it.
 */
export function clientAddress(headers: Headers): string | null {
  const forwarded = headers.get('x-forwarded-for');
  if (!forwarded) return null;
  const last = (forwarded.split(',').at(-1)?.trim() ?? '').toLowerCase();
  if (!isIP(last) || isLoopback(last)) return null;
  return last;
}

const isLoopback = (address: string) =>
  address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
