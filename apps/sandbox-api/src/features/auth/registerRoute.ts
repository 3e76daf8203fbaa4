import { contract, type ValidationMessages } from '@leisure/api-contract';
import { implement } from '../../http/implement.ts';
import { invalid } from '../../http/apiError.ts';
import { transaction } from '../../db/database.ts';
import { ukToday } from '../../clock.ts';
import { answerPrefix, onboardingForms } from './dataFields/onboardingForms.ts';
import { checkFormAnswers } from './dataFields/formAnswers.ts';
import { passwordMessages } from './passwordChecks.ts';
import { hashPassword } from './passwordHashing.ts';
import { issueToken } from './sessionTokens.ts';
import { findUserById } from './userRecords.ts';
import { recordEmailClaim, refuseIfClaimedTooOften, tellOtherAccountsOfEmail } from './emailClaims.ts';
import { nextCustomerReference, updateUserColumns } from './userWrites.ts';
import { currentAccountTerms } from './accountTerms.ts';
import { toUser } from './userView.ts';

export const termsNotAccepted = 'You must agree to the Terms and Conditions.';

/**
 * Creates an account, whether or not its email already has one (docs/decisions/0110-registration-answers.md): the
 * answer is the same either way, and the accounts that had the email hear of it by email after the answer.
 */
export const registerRoute = implement(
  contract.auth.register,
  ({ db, clock, settings, query, body, afterResponse }) => {
    const form = onboardingForms[query.onboardingType];
    const { errors: answerErrors, changes } = checkFormAnswers(
      db,
      form,
      answerPrefix.register,
      body.dataFields,
      ukToday(clock),
    );
    const errors: ValidationMessages = {
      ...answerErrors,
      ...passwordMessages(body.password, body.passwordConfirmation),
    };
    if (!db.prepare('SELECT 1 FROM clients WHERE id = ?').get(body.clientId)) errors.clientId = ['Unknown client.'];
    const terms = currentAccountTerms(db);
    if (terms && !body.termsAccepted) errors.termsAccepted = [termsNotAccepted];
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const email = String(changes.get('email'));
    refuseIfClaimedTooOften(db, clock, email);

    const passwordHash = hashPassword(body.password, settings.scryptCost);
    const now = clock.now().toISOString();
    const userId = transaction(db, () => {
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO users (reference, email, password_hash, first_name, last_name, onboarding_type,
           registration_source, account_terms_id, terms_accepted_at, password_changed_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          nextCustomerReference(db),
          email,
          passwordHash,
          String(changes.get('first_name')),
          String(changes.get('last_name')),
          form.type,
          body.source,
          terms?.id ?? null,
          terms ? now : null,
          now,
          now,
        );
      const id = Number(lastInsertRowid);
      updateUserColumns(db, id, changes);
      recordEmailClaim(db, clock, email);
      return id;
    });
    afterResponse(() => tellOtherAccountsOfEmail(db, clock, { email, accountId: userId, how: 'created' }));

    const { token, expiresAt } = issueToken(db, clock, userId);
    return { token, expiresAt, user: toUser(db, clock, findUserById(db, userId)!) };
  },
);
