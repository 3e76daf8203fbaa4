import { londonFormat } from '@leisure/dates';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../clock.ts';
import { OPERATOR_NAME } from '../site/index.ts';
import { queueEmail } from './emailOutbox.ts';
import type { UserRow } from './userRecords.ts';

// On London's clock, from the one date module (docs/decisions/0008-one-date-module.md).
const londonTime = londonFormat({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * Tells the account holder their password was changed (docs/decisions/0430-change-password.md): if it was not them,
 * the email says how to get back in, with a link to the log-in page and its "Forgotten your password?".
 */
export function sendPasswordChangedEmail(db: Database, clock: Clock, user: UserRow, linkBase: string): void {
  const link = `${linkBase}/login`;
  queueEmail(db, clock, {
    userId: user.id,
    kind: 'password_changed',
    to: user.email,
    subject: `Your ${OPERATOR_NAME} password has been changed`,
    bodyText: [
      `Hello ${user.first_name},`,
      '',
      `The password for customer ID ${user.reference} was changed on ${londonTime(clock.now())}.`,
      'Every other device that was logged in to your account has been logged out.',
      '',
      'If you did not change it, reset your password now with "Forgotten your password?" on the log-in page:',
      link,
    ].join('\n'),
    link,
  });
}
