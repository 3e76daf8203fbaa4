import type { Authorisation } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';

export interface CardTransactionRow {
  uuid: string;
  user_id: number;
  customer_user_id: number;
  session_key: string;
  source: 'online-joining' | 'bookings';
  cart_fingerprint: string;
  amount: number;
  status: Authorisation['transactionStatus'];
  message: string | null;
  cardholder_name: string;
  card_identifier: string | null;
  saved_card_id: number | null;
  save_card: number;
  challenge: string | null;
  checkout_origin: string | null;
  order_id: number | null;
  created_at: string;
  completed_at: string | null;
}

export const findTransaction = (db: Database, uuid: string) =>
  db.prepare('SELECT * FROM card_transactions WHERE uuid = ?').get(uuid) as CardTransactionRow | undefined;

export const transactionOfSession = (db: Database, sessionKey: string) =>
  db.prepare('SELECT * FROM card_transactions WHERE session_key = ?').get(sessionKey) as CardTransactionRow | undefined;

export type NewTransaction = Omit<CardTransactionRow, 'order_id' | 'completed_at'>;

export function insertTransaction(db: Database, row: NewTransaction): CardTransactionRow {
  const columns = Object.keys(row) as (keyof NewTransaction)[];
  db.prepare(`INSERT INTO card_transactions (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(
    ...columns.map((column) => row[column]),
  );
  return findTransaction(db, row.uuid)!;
}

/** The authorise answer for a stored transaction: a repeat of the same authorise answers the same. */
export function authorisationView(row: CardTransactionRow, providerOrigin: string): Authorisation {
  if (row.status === 'sca_required') {
    return {
      transactionStatus: 'sca_required',
      transactionUuid: row.uuid,
      scaUrl: `${providerOrigin}/provider/v1/3ds`,
      // The front end posts these as hidden fields to scaUrl (3-D Secure 2's creq and session data).
      scaData: {
        creq: Buffer.from(JSON.stringify({ threeDSServerTransID: row.uuid, messageType: 'CReq' })).toString(
          'base64url',
        ),
        threeDSSessionData: row.uuid,
      },
    };
  }
  return {
    transactionStatus: row.status,
    transactionUuid: row.uuid,
    ...(row.message ? { message: row.message } : {}),
  };
}
