import { contract } from '@leisure/api-contract';
import { implement } from '../../http/implement.ts';
import { invalid } from '../../http/apiError.ts';
import { transaction } from '../../db/database.ts';
import { ukToday } from '../../clock.ts';
import { answerPrefix, onboardingForms } from './dataFields/onboardingForms.ts';
import { checkFormAnswers } from './dataFields/formAnswers.ts';
import { tokenExpiry } from './sessionTokens.ts';
import { findUserById } from './userRecords.ts';
import { updateUserColumns } from './userWrites.ts';
import { recordEmailClaim, refuseIfClaimedTooOften, tellOtherAccountsOfEmail } from './emailClaims.ts';
import { loadUser } from './userView.ts';

/**
 * Saves data-field answers; empty answers never blank a stored value (docs/product/platform.md §5), and records the
 * onboarding type. A new email is taken like a registration's (docs/decisions/0110-registration-answers.md): never
 * refused for being in use, throttled, and the accounts that had it told after the answer.
 */
export const userUpdateRoute = implement(
  contract.auth.updateUser,
  ({ db, clock, user, token, query, body, afterResponse }) => {
    const form = onboardingForms[query.onboardingType];
    transaction(db, () => {
      const current = findUserById(db, user!.id)!;
      const { errors, changes } = checkFormAnswers(db, form, answerPrefix.update, body, ukToday(clock), current);
      if (Object.keys(errors).length > 0) throw invalid(errors);
      const email = changes.get('email');
      if (typeof email === 'string' && email.toLowerCase() !== current.email.toLowerCase()) {
        refuseIfClaimedTooOften(db, clock, email);
        recordEmailClaim(db, clock, email);
        afterResponse(() => tellOtherAccountsOfEmail(db, clock, { email, accountId: current.id, how: 'changed' }));
      }
      changes.set('onboarding_type', query.onboardingType);
      updateUserColumns(db, current.id, changes);
    });
    return { token: token!, expiresAt: tokenExpiry(db, token!), user: loadUser(db, clock, user!.id) };
  },
);
