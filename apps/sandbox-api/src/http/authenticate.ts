import { createHash } from 'node:crypto';
import type { EndpointAuth } from '@leisure/api-contract';
import { ApiError } from './apiError.ts';
import type { AuthUser, SandboxServices } from './context.ts';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where a request's token came from: an Authorization header, or the browser's shared token cookie. */
export type TokenSource = 'bearer' | 'cookie';

export interface PresentedToken {
  token: string | undefined;
  source: TokenSource | undefined;
}

/**
 * The token a request presents. An Authorization header wins whenever there is one (a malformed one presents no
 * token, as before); only without it does the shared cookie count (decision 0826).
 */
export function presentedToken(authorization: string | undefined, cookieToken: string | undefined): PresentedToken {
  if (authorization !== undefined) {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    return { token, source: token ? 'bearer' : undefined };
  }
  return cookieToken ? { token: cookieToken, source: 'cookie' } : { token: undefined, source: undefined };
}

/**
 * Resolves the presented token. A token that is sent but unknown or expired is a 401 wherever a user could
 * matter (the client then drops it and reloads); endpoints open to all ignore tokens entirely.
 */
export function authenticate(
  { db, clock }: SandboxServices,
  token: string | undefined,
  auth: EndpointAuth,
): { user: AuthUser | undefined; token: string | undefined } {
  if (auth === 'none') return { user: undefined, token: undefined };
  if (!token) {
    if (auth === 'customer' || auth === 'staff') throw new ApiError(401, 'Unauthenticated.');
    return { user: undefined, token: undefined };
  }
  const row = db
    .prepare(
      `SELECT u.id, u.role, u.email, u.reference FROM auth_tokens t JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = ? AND t.expires_at > ?`,
    )
    .get(hashToken(token), clock.now().toISOString()) as AuthUser | undefined;
  if (!row) throw new ApiError(401, 'Your session has expired, please log in again.');
  if (auth === 'staff' && row.role !== 'staff') throw new ApiError(403, 'Unauthorised.');
  return { user: row, token };
}
