import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { transaction, type Database } from '../../db/database.ts';
import { checkCard, type FieldError } from './cardChecks.ts';
import { countFailedAttempt, findSession, sessionKeyProblem } from './sessionKeys.ts';

export const tokeniseRequestSchema = z.object({
  sessionKey: z.string().min(1).max(100),
  cardDetails: z.object({
    cardholderName: z.string().max(45),
    cardNumber: z.string().max(30),
    expiryDate: z.string().max(4),
    securityCode: z.string().max(4),
  }),
});
export type TokeniseRequest = z.infer<typeof tokeniseRequestSchema>;

export type TokeniseAnswer =
  | { status: 201; body: { cardIdentifier: string; expiry: string; cardType: string } }
  | { status: 401 | 422; body: { errors: FieldError[] } };

/**
 * What POST /provider/v1/card-identifiers does: a live session key (401 otherwise, so the front end prepares
 * again), then the card checks. A failed check counts against the key; the third failure kills it.
 */
export function tokeniseCard(db: Database, now: Date, request: TokeniseRequest, testMode: boolean): TokeniseAnswer {
  return transaction(db, () => {
    const session = findSession(db, request.sessionKey);
    const problem = sessionKeyProblem(session, now);
    if (problem) return { status: 401, body: { errors: [{ field: 'sessionKey', message: problem }] } };
    const checked = checkCard(request.cardDetails, now, testMode);
    if ('errors' in checked) {
      countFailedAttempt(db, request.sessionKey);
      return { status: 422, body: { errors: checked.errors } };
    }
    const { card } = checked;
    const identifier = randomUUID().toUpperCase();
    db.prepare(
      `INSERT INTO card_identifiers (identifier, session_key, card_type, last_four, expiry_month, expiry_year, declined, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      identifier,
      request.sessionKey,
      card.brand,
      card.lastFour,
      card.expiryMonth,
      card.expiryYear,
      card.declined ? 1 : 0,
      now.toISOString(),
    );
    return {
      status: 201,
      body: {
        cardIdentifier: identifier,
        expiry: `${String(card.expiryMonth).padStart(2, '0')}${String(card.expiryYear % 100).padStart(2, '0')}`,
        cardType: card.brand,
      },
    };
  });
}
