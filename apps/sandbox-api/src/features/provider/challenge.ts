import { transaction, type Database } from '../../db/database.ts';

export interface ChallengeRow {
  uuid: string;
  status: 'authorised' | 'sca_required' | 'failed';
  amount: number;
  challenge: string | null;
  checkout_origin: string | null;
}

export const findChallenge = (db: Database, uuid: string) =>
  db
    .prepare('SELECT uuid, status, amount, challenge, checkout_origin FROM card_transactions WHERE uuid = ?')
    .get(uuid) as ChallengeRow | undefined;

export const SCA_FAILED_MESSAGE = '3-D Secure authentication failed.';

/**
 * The bank's answer to the challenge: Authenticate authorises, Fail fails, and a NOTAUTH cardholder fails
 * whatever is pressed (Opayo's magic name). Only a pending challenge changes: a second post answers the outcome
 * already recorded, so a double click on the bank page cannot flip it.
 */
export function settleChallenge(db: Database, uuid: string, authenticated: boolean): ChallengeRow | undefined {
  return transaction(db, () => {
    const row = findChallenge(db, uuid);
    if (!row || row.status !== 'sca_required') return row;
    const passed = authenticated && row.challenge !== 'NOTAUTH';
    db.prepare('UPDATE card_transactions SET status = ?, message = ?, challenge = NULL WHERE uuid = ?').run(
      passed ? 'authorised' : 'failed',
      passed ? null : SCA_FAILED_MESSAGE,
      uuid,
    );
    return findChallenge(db, uuid);
  });
}
