import type { SavedCard } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';
import { addMonths, sameMonthOnDay } from '@leisure/dates';

/** Expired cards stay listed (flagged) this long after their last valid day, then drop off (decision 0403). */
export const EXPIRED_CARD_GRACE_MONTHS = 3;

export interface SavedCardRow {
  id: number;
  user_id: number;
  card_type: SavedCard['cardType'];
  last_four: string;
  card_holder_name: string;
  expiry_month: number;
  expiry_year: number;
  external_identifier: string;
  created_at: string;
}

/** A card is valid to the last day of its expiry month. */
export const lastValidDay = (row: Pick<SavedCardRow, 'expiry_month' | 'expiry_year'>) =>
  sameMonthOnDay(`${row.expiry_year}-${String(row.expiry_month).padStart(2, '0')}-01`, 31);

const isListed = (row: SavedCardRow, today: string) => addMonths(lastValidDay(row), EXPIRED_CARD_GRACE_MONTHS) >= today;

export const toSavedCard = (row: SavedCardRow, today: string, publicOrigin: string): SavedCard => ({
  id: row.id,
  cardType: row.card_type,
  lastFourDigits: row.last_four,
  cardHolderName: row.card_holder_name,
  expiryDate: `${String(row.expiry_month).padStart(2, '0')}/${String(row.expiry_year % 100).padStart(2, '0')}`,
  externalIdentifier: row.external_identifier,
  cardImage: `${publicOrigin}/assets/cards/${row.card_type}.svg`,
  recentlyExpired: lastValidDay(row) < today,
});

/**
 * The customer's cards as the account page and checkout show them: newest first, without those expired
 * beyond the grace period. Exported for checkout (prepare answers the saved card).
 */
export function savedCardsOf(db: Database, userId: number, today: string, publicOrigin: string): SavedCard[] {
  const rows = db
    .prepare('SELECT * FROM saved_cards WHERE user_id = ? ORDER BY created_at DESC, id DESC')
    .all(userId) as unknown as SavedCardRow[];
  return rows.filter((row) => isListed(row, today)).map((row) => toSavedCard(row, today, publicOrigin));
}
