import type { Database } from '../../db/database.ts';
import type { Clock } from '../../clock.ts';
import { ApiError } from '../../http/apiError.ts';
import { OPERATOR_NAME } from '../site/index.ts';
import { queueEmail } from './emailOutbox.ts';
import { authMessages } from './authMessages.ts';
import { lockedForSeconds, recordThrottleEvent, type ThrottleRule } from './throttle.ts';

/**
 * An email address being given to an account, by registration or by an update. Accounts may share an email
 * (docs/decisions/0103-shared-email-accounts.md), so it is never refused for being in use, which would tell anyone
 * which addresses have accounts; the accounts that had it are told by email instead, after the answer
 * (docs/decisions/0110-registration-answers.md).
 */

/** Accounts an email address may be given to per hour, whether or not it had any. */
export const EMAIL_CLAIM_THROTTLE: ThrottleRule = { max: 5, windowMs: 60 * 60 * 1000 };

const claimKey = (email: string) => `email-claim:${email.trim().toLowerCase()}`;

/** 429 with Retry-After once the address has been given to accounts too often this hour. */
export function refuseIfClaimedTooOften(db: Database, clock: Clock, email: string): void {
  const seconds = lockedForSeconds(db, clock, [claimKey(email)], EMAIL_CLAIM_THROTTLE);
  if (seconds > 0) {
    throw new ApiError(429, authMessages.tooManyRegistrations(seconds), undefined, { 'Retry-After': String(seconds) });
  }
}

export const recordEmailClaim = (db: Database, clock: Clock, email: string): void =>
  recordThrottleEvent(db, clock, [claimKey(email)]);

const subjects = {
  created: 'A new account was created with your email address',
  changed: 'Another account now uses your email address',
} as const;

const listed = (references: string[]) =>
  references.length === 1
    ? `customer ID ${references[0]}`
    : `customer IDs ${references.slice(0, -1).join(', ')} and ${references.at(-1)}`;

/**
 * Emails the address, when other accounts already had it: names their customer IDs (not the newcomer's), says how
 * to log in to them now that the address is shared, and whom to contact if it was not them. Sends nothing when
 * the address was new. Runs after the answer.
 */
export function tellOtherAccountsOfEmail(
  db: Database,
  clock: Clock,
  claim: { email: string; accountId: number; how: keyof typeof subjects },
): void {
  const others = db
    .prepare('SELECT reference FROM users WHERE email = ? AND id <> ? ORDER BY id')
    .all(claim.email.trim(), claim.accountId) as { reference: string }[];
  if (others.length === 0) return;
  const contact = db.prepare('SELECT support_email, support_phone FROM clients ORDER BY id LIMIT 1').get() as
    { support_email: string; support_phone: string } | undefined;
  const what =
    claim.how === 'created'
      ? `Someone has just created a new ${OPERATOR_NAME} account with this email address.`
      : `Someone has just changed the email address of another ${OPERATOR_NAME} account to this one.`;
  queueEmail(db, clock, {
    userId: null,
    kind: 'email_shared_notice',
    to: claim.email,
    subject: subjects[claim.how],
    bodyText: [
      'Hello,',
      '',
      what,
      `Your existing account${others.length > 1 ? 's are' : ' is'} ${listed(others.map((row) => row.reference))}.`,
      '',
      'If that was you and you meant to use your existing account, log in with your customer ID and password:',
      'now that more than one account uses this email address, the email address alone cannot tell them apart.',
      '',
      contact
        ? `If it was not you, please contact us at ${contact.support_email} or on ${contact.support_phone}.`
        : 'If it was not you, please contact your centre.',
      'Your own account has not changed.',
    ].join('\n'),
    link: null,
  });
}
