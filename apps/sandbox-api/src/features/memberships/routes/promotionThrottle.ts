import type { Clock } from '../../../clock.ts';
import { transaction, type Database } from '../../../db/database.ts';
import { ApiError } from '../../../http/apiError.ts';
import { lockedForSeconds, minutesText, recordThrottleEvent, type ThrottleRule } from '../../auth/index.ts';

/**
 * Promotion codes not recognised allowed per client address, and per logged-in user, within the window before
 * every check from it is refused (docs/decisions/0203-promotions.md): a customer mistyping a code or two is never
 * held up, a script guessing codes gets 10 tries per 15 minutes.
 */
export const PROMOTION_THROTTLE: ThrottleRule = { max: 10, windowMs: 15 * 60 * 1000 };

/** What a check counts against: the client's address (null for a direct request) and the user when logged in. */
export function promotionThrottleKeys(address: string | null, userId: number | null): string[] {
  return [
    ...(address === null ? [] : [`promotion-address:${address}`]),
    ...(userId === null ? [] : [`promotion-user:${userId}`]),
  ];
}

export const promotionLockedMessage = (seconds: number): string =>
  `Too many promotion codes tried. Please try again in ${minutesText(seconds)}.`;

/** 429 with Retry-After, and the message on `code` (the field the customer typed it in), while any key is locked. */
export function refuseWhilePromotionLocked(db: Database, clock: Clock, keys: string[]): void {
  const seconds = lockedForSeconds(db, clock, keys, PROMOTION_THROTTLE);
  if (seconds <= 0) return;
  const message = promotionLockedMessage(seconds);
  throw new ApiError(429, message, { code: [message] }, { 'Retry-After': String(seconds) });
}

/** A code that was not recognised counts against every key: committed at once, before the refusal is thrown. */
export const recordUnrecognisedPromotion = (db: Database, clock: Clock, keys: string[]): void =>
  transaction(db, () => recordThrottleEvent(db, clock, keys));
