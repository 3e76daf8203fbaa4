import { z } from 'zod';
import { cardMessages, type CardBrand } from '@leisure/api-contract';
import { isValidSecurityCode } from '@leisure/api-contract';
import { transaction, type Database } from '../../db/database.ts';
import type { FieldError } from './cardChecks.ts';
import { countFailedAttempt, findSession, sessionKeyProblem } from './sessionKeys.ts';

export const activationRequestSchema = z.object({
  sessionKey: z.string().min(1).max(100),
  // Bounded, then checked against the card's brand: any other string is a wrong code, not an unreadable request.
  securityCode: z.string().max(100),
});
export type ActivationRequest = z.infer<typeof activationRequestSchema>;

export type ActivationAnswer = { status: 204 } | { status: 401 | 404 | 422; body: { errors: FieldError[] } };

export const UNKNOWN_SAVED_CARD_MESSAGE = 'This saved card is not available.';

/**
 * What POST /provider/v1/card-identifiers/{externalIdentifier}/security-code does (Opayo Pi's reusable-card
 * activation): a live session key (401 otherwise), a saved card with that identifier (404), then its security code
 * for the card's brand (422). A wrong code counts against the key like a failed tokenisation and withdraws an
 * earlier activation of the card for this key. Only the fact of the activation is kept, never the code.
 */
export function activateSavedCard(
  db: Database,
  now: Date,
  externalIdentifier: string,
  request: ActivationRequest,
  testMode: boolean,
): ActivationAnswer {
  return transaction(db, () => {
    const problem = sessionKeyProblem(findSession(db, request.sessionKey), now);
    if (problem) return { status: 401, body: { errors: [{ field: 'sessionKey', message: problem }] } };
    const saved = db
      .prepare('SELECT card_type FROM saved_cards WHERE external_identifier = ?')
      .get(externalIdentifier) as { card_type: CardBrand } | undefined;
    if (!saved) {
      return { status: 404, body: { errors: [{ field: 'cardIdentifier', message: UNKNOWN_SAVED_CARD_MESSAGE }] } };
    }
    if (!isValidSecurityCode(request.securityCode, saved.card_type, testMode)) {
      countFailedAttempt(db, request.sessionKey);
      db.prepare('DELETE FROM saved_card_activations WHERE session_key = ? AND external_identifier = ?').run(
        request.sessionKey,
        externalIdentifier,
      );
      return { status: 422, body: { errors: [{ field: 'securityCode', message: cardMessages.securityCode }] } };
    }
    db.prepare(
      `INSERT INTO saved_card_activations (session_key, external_identifier, created_at) VALUES (?, ?, ?)
       ON CONFLICT (session_key, external_identifier) DO UPDATE SET created_at = excluded.created_at`,
    ).run(request.sessionKey, externalIdentifier, now.toISOString());
    return { status: 204 };
  });
}

/** Whether the browser activated this saved card (its provider identifier) for this session key. */
export const isSavedCardActivated = (db: Database, sessionKey: string, externalIdentifier: string): boolean =>
  db
    .prepare('SELECT 1 FROM saved_card_activations WHERE session_key = ? AND external_identifier = ?')
    .get(sessionKey, externalIdentifier) !== undefined;
