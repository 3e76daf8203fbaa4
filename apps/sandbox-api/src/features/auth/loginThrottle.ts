import type { Database } from '../../db/database.ts';
import type { Clock } from '../../clock.ts';
import type { UserRow } from './userRecords.ts';
import { clearThrottleEvents, lockedForSeconds, recordThrottleEvent, type ThrottleRule } from './throttle.ts';

/** Failed log-ins allowed per username within the window before it locks (docs/decisions/0111-lockout-per-username.md). */
export const LOGIN_THROTTLE: ThrottleRule = { max: 5, windowMs: 15 * 60 * 1000 };

const emailKey = (email: string) => `login-email:${email.trim().toLowerCase()}`;
const referenceKey = (reference: string) => `login-ref:${reference.trim().toUpperCase()}`;

/**
 * What a failure counts against: the username as typed, normalised as the account lookup compares it (an email
 * lower-case, a customer ID upper-case), whether or not an account has it. An email and a customer ID of one
 * account are two keys, so that a lock on one says nothing about the other.
 */
export const loginThrottleKey = (username: string): string =>
  username.includes('@') ? emailKey(username) : referenceKey(username);

/** Both usernames of an account: a success, or a password reset, forgives the failures of either. */
export const accountThrottleKeys = (account: Pick<UserRow, 'email' | 'reference'>): string[] => [
  emailKey(account.email),
  referenceKey(account.reference),
];

export const loginLockedForSeconds = (db: Database, clock: Clock, key: string): number =>
  lockedForSeconds(db, clock, [key], LOGIN_THROTTLE);

export const recordLoginFailure = (db: Database, clock: Clock, key: string): void =>
  recordThrottleEvent(db, clock, [key]);

export const clearLoginFailures = (db: Database, keys: string[]): void => clearThrottleEvents(db, keys);
