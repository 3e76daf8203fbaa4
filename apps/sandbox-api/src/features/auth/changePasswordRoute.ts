import { contract, type ValidationMessages } from '@leisure/api-contract';
import { implementAsync } from '../../http/implement.ts';
import { ApiError, invalid } from '../../http/apiError.ts';
import { transaction } from '../../db/database.ts';
import { findUserById } from './userRecords.ts';
import { consumeResets, resetLinkBase } from './passwordResets.ts';
import { passwordMessages } from './passwordChecks.ts';
import { hashPassword, verifyPassword } from './passwordHashing.ts';
import { issueToken, revokeAllTokens } from './sessionTokens.ts';
import { accountThrottleKeys, clearLoginFailures, LOGIN_THROTTLE } from './loginThrottle.ts';
import { clearThrottleEvents, lockedForSeconds, recordThrottleEvent } from './throttle.ts';
import { sendPasswordChangedEmail } from './passwordChangedEmail.ts';
import { toUser } from './userView.ts';
import { authMessages } from './authMessages.ts';

/**
 * Wrong current passwords count per account under a key of their own: the same rule as log-ins, without a session
 * thief's guesses locking the account's log-in (docs/decisions/0430-change-password.md).
 */
export const changePasswordThrottleKey = (userId: number): string => `change-password:${userId}`;

/**
 * Changes the password of the logged-in user who knows the current one. Every session of the user ends (whoever
 * knew the old password is logged out) and the caller carries on with a fresh token; the account is told by email.
 */
export const changePasswordRoute = implementAsync(
  contract.auth.changePassword,
  async ({ db, clock, settings, headers, user, body }) => {
    const account = findUserById(db, user!.id)!;
    const key = changePasswordThrottleKey(account.id);
    const lockedSeconds = lockedForSeconds(db, clock, [key], LOGIN_THROTTLE);
    if (lockedSeconds > 0) {
      throw new ApiError(429, authMessages.tooManyPasswordChanges(lockedSeconds), undefined, {
        'Retry-After': String(lockedSeconds),
      });
    }

    const errors: ValidationMessages = { ...passwordMessages(body.password, body.passwordConfirmation) };
    if (body.currentPassword === '') {
      errors.currentPassword = [authMessages.currentPasswordRequired];
    } else {
      // Counted before the (asynchronous) check, as log-ins are, so parallel guesses cannot slip past the lock.
      recordThrottleEvent(db, clock, [key]);
      if (await verifyPassword(body.currentPassword, account.password_hash)) {
        clearThrottleEvents(db, [key]);
        if (body.password === body.currentPassword && !errors.password) {
          errors.password = [authMessages.newPasswordSameAsCurrent];
        }
      } else {
        errors.currentPassword = [authMessages.currentPasswordWrong];
      }
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);

    const passwordHash = hashPassword(body.password, settings.scryptCost);
    const linkBase = resetLinkBase(headers.get('origin'), settings.publicOrigin);
    const session = transaction(db, () => {
      db.prepare('UPDATE users SET password_hash = ?, password_changed_at = ? WHERE id = ?').run(
        passwordHash,
        clock.now().toISOString(),
        account.id,
      );
      // A reset link mailed before the change would undo it: it goes too.
      consumeResets(db, clock, account.id);
      revokeAllTokens(db, account.id);
      sendPasswordChangedEmail(db, clock, account, linkBase);
      return issueToken(db, clock, account.id);
    });
    clearLoginFailures(db, accountThrottleKeys(account));
    return { ...session, user: toUser(db, clock, findUserById(db, account.id)!) };
  },
);
