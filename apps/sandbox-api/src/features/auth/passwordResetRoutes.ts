import { contract } from '@leisure/api-contract';
import { implement } from '../../http/implement.ts';
import { invalid } from '../../http/apiError.ts';
import { transaction } from '../../db/database.ts';
import { findAccountsByUsername, findUserById } from './userRecords.ts';
import { consumeResets, findResetUser, resetLinkBase, sendResetEmail } from './passwordResets.ts';
import { passwordMessages } from './passwordChecks.ts';
import { hashPassword } from './passwordHashing.ts';
import { issueToken, revokeAllTokens } from './sessionTokens.ts';
import { accountThrottleKeys, clearLoginFailures } from './loginThrottle.ts';
import { toUser } from './userView.ts';
import { authMessages } from './authMessages.ts';

export const resetLinkExpired = 'This reset link has expired or has already been used. Please request a new one.';

export const passwordResetRoutes = [
  implement(contract.auth.forgottenPassword, ({ db, clock, settings, headers, body, afterResponse }) => {
    const accounts = findAccountsByUsername(db, body.emailOrReference);
    // The spec's one deliberate disclosure: a shared email must be told apart by customer ID (docs/product/joining.md §4).
    if (accounts.length > 1) {
      throw invalid({ emailOrReference: [authMessages.sharedEmailReset] }, authMessages.sharedEmailReset);
    }
    // The link and its email are made after the answer, for an account and for nobody alike, so that the answer
    // takes the same time either way (docs/decisions/0110-registration-answers.md).
    const linkBase = resetLinkBase(headers.get('origin'), settings.publicOrigin);
    afterResponse(() => {
      if (accounts.length === 1) transaction(db, () => sendResetEmail(db, clock, accounts[0]!, linkBase));
    });
    return { message: authMessages.resetSent };
  }),

  implement(contract.auth.resetPassword, ({ db, clock, settings, body }) => {
    const userId = findResetUser(db, clock, body.token);
    const errors = {
      ...(userId === undefined ? { token: [resetLinkExpired] } : {}),
      ...passwordMessages(body.password, body.passwordConfirmation),
    };
    if (Object.keys(errors).length > 0) throw invalid(errors);

    const passwordHash = hashPassword(body.password, settings.scryptCost);
    transaction(db, () => {
      db.prepare('UPDATE users SET password_hash = ?, password_changed_at = ? WHERE id = ?').run(
        passwordHash,
        clock.now().toISOString(),
        userId!,
      );
      consumeResets(db, clock, userId!);
      revokeAllTokens(db, userId!);
    });
    const user = findUserById(db, userId!)!;
    clearLoginFailures(db, accountThrottleKeys(user));
    const { token, expiresAt } = issueToken(db, clock, user.id);
    return { token, expiresAt, user: toUser(db, clock, user) };
  }),
];
