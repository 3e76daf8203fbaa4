import { expect } from 'vitest';
import { contract } from '@leisure/api-contract';
import type { Database } from '../../../src/db/database.ts';
import type { ApiCaller } from '../../support/apiCaller.ts';

/** The email address of a test person's account. */
export const emailOf = (db: Database, person: { id: number }): string =>
  (db.prepare('SELECT email FROM users WHERE id = ?').get(person.id) as { email: string }).email;

/** The code in the last invitation email sent to `email` (the sandbox keeps only its hash). */
export function invitationCode(db: Database, email: string): string {
  const row = db
    .prepare(
      "SELECT body_text FROM email_outbox WHERE kind = 'household_invitation' AND to_address = ? ORDER BY id DESC",
    )
    .get(email) as { body_text: string };
  return /([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(row.body_text)![1]!;
}

/** `payer` invites `invitee` by their account's address; the code from the email. */
export async function invite(
  api: ApiCaller,
  db: Database,
  payer: { token: string },
  invitee: { id: number },
): Promise<string> {
  const email = emailOf(db, invitee);
  const answer = await api.call(contract.households.inviteHouseholdAdult, { token: payer.token, body: { email } });
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return invitationCode(db, email);
}
