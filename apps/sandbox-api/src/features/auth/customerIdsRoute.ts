import { contract } from '@leisure/api-contract';
import { implement } from '../../http/implement.ts';
import { ApiError } from '../../http/apiError.ts';
import { atomically, type Database } from '../../db/database.ts';
import type { Clock } from '../../clock.ts';
import { OPERATOR_NAME } from '../site/index.ts';
import { queueEmail } from './emailOutbox.ts';
import { authMessages } from './authMessages.ts';
import { lockedForSeconds, recordThrottleEvent, type ThrottleRule } from './throttle.ts';
import { accountsLoggingInWith } from './userRecords.ts';

/** Customer-ID emails per address per hour, whether or not it has accounts (decision 0313). */
export const CUSTOMER_IDS_THROTTLE: ThrottleRule = { max: 3, windowMs: 60 * 60 * 1000 };

const idsKey = (email: string) => `customer-ids:${email.trim().toLowerCase()}`;

/** Emails the address the customer IDs and names of the accounts that log in with it; nothing when it has none. */
function sendCustomerIds(db: Database, clock: Clock, email: string): void {
  const accounts = accountsLoggingInWith(db, email);
  if (accounts.length === 0) return;
  queueEmail(db, clock, {
    userId: null,
    kind: 'customer_ids',
    to: email,
    subject: `Your ${OPERATOR_NAME} customer IDs`,
    bodyText: [
      'Hello,',
      '',
      `These ${OPERATOR_NAME} accounts log in with this email address:`,
      ...accounts.map((account) => `- ${account.reference}: ${account.first_name} ${account.last_name}`),
      '',
      'Log in with the customer ID of your account and its password. Your customer ID is also printed on your',
      'membership card and in our emails to you.',
      '',
      'If you did not ask for this, you can ignore this email: nothing has changed.',
    ].join('\n'),
    link: null,
  });
}

/**
 * "Email me my customer IDs" (docs/decisions/0313-households.md): the way out of a shared-email log-in. The answer
 * never says whether the address has accounts; the email is made after it, like a reset's (decision 0110).
 */
export const customerIdsRoute = implement(contract.auth.requestCustomerIds, ({ db, clock, body, afterResponse }) => {
  const key = idsKey(body.email);
  const seconds = lockedForSeconds(db, clock, [key], CUSTOMER_IDS_THROTTLE);
  if (seconds > 0) {
    const message = authMessages.tooManyCustomerIdRequests(seconds);
    throw new ApiError(429, message, { email: [message] }, { 'Retry-After': String(seconds) });
  }
  recordThrottleEvent(db, clock, [key]);
  afterResponse(() => atomically(db, () => sendCustomerIds(db, clock, body.email)));
  return { message: authMessages.customerIdsSent };
});
