import { contract } from '@leisure/api-contract';
import { implement, implementAsync } from '../../http/implement.ts';
import { ApiError, invalid } from '../../http/apiError.ts';
import { decoyHash, verifyPassword } from './passwordHashing.ts';
import { issueToken, revokeToken } from './sessionTokens.ts';
import { findAccountsByUsername } from './userRecords.ts';
import {
  accountThrottleKeys,
  clearLoginFailures,
  loginLockedForSeconds,
  loginThrottleKey,
  recordLoginFailure,
} from './loginThrottle.ts';
import { loadUser, toUser } from './userView.ts';
import { authMessages } from './authMessages.ts';

export const loginRoutes = [
  implementAsync(contract.auth.login, async ({ db, clock, settings, body }) => {
    const accounts = findAccountsByUsername(db, body.username);
    const key = loginThrottleKey(body.username);

    const lockedSeconds = loginLockedForSeconds(db, clock, key);
    if (lockedSeconds > 0) {
      throw new ApiError(429, authMessages.tooManyAttempts(lockedSeconds), undefined, {
        'Retry-After': String(lockedSeconds),
      });
    }
    // Count the attempt as failed before the (asynchronous) hash check, so a burst of parallel guesses
    // cannot all slip past the lock; a right password takes it back below.
    recordLoginFailure(db, clock, key);

    const hashes =
      accounts.length > 0 ? accounts.map((account) => account.password_hash) : [decoyHash(settings.scryptCost)];
    const verdicts = await Promise.all(hashes.map((hash) => verifyPassword(body.password, hash)));
    const matching = accounts.filter((_, index) => verdicts[index]);
    if (matching.length === 0) throw invalid({ username: [authMessages.badCredentials] }, authMessages.badCredentials);

    clearLoginFailures(db, [key, ...matching.flatMap(accountThrottleKeys)]);
    // The right password for an email several accounts share: which account is meant is unknowable (decision 0103).
    if (accounts.length > 1)
      throw invalid({ username: [authMessages.sharedEmailLogin] }, authMessages.sharedEmailLogin);

    const account = matching[0]!;
    const { token, expiresAt } = issueToken(db, clock, account.id);
    return { token, expiresAt, user: toUser(db, clock, account) };
  }),

  implement(contract.auth.logout, ({ db, token }) => {
    if (token) revokeToken(db, token);
    return { ok: true as const };
  }),

  implement(contract.auth.getUser, ({ db, clock, user }) => loadUser(db, clock, user!.id)),
];
