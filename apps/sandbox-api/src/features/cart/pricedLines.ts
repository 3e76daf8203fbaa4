import type { Database } from '../../db/database.ts';
import {
  findEntitlement,
  findPricingOption,
  peopleByIds,
  sessionRowsByIds,
  usesLeft,
  type EntitlementRow,
  type Person,
  type PricingOptionRow,
  type SessionRow,
} from '../activities/index.ts';
import { cartItems, type CartItemRow } from './cartStore.ts';
import { vatIncluded } from '../../kernel/money.ts';
import { lessonBlockLine, type PricedLessonBlockLine } from './lessonBlockLines.ts';

/** A basket line with everything that prices it. */
export interface PricedSessionLine {
  kind: 'session';
  item: CartItemRow;
  session: SessionRow;
  option: PricingOptionRow;
  attendee: Person;
  entitlement: EntitlementRow | null;
  /** Uses of the entitlement left after this basket; null when unlimited or none applied. */
  entitlementUsesLeft: number | null;
  /** What is charged, VAT included: £0 when an entitlement covers it. */
  price: number;
  tax: number;
}

export type PricedLine = PricedSessionLine | PricedLessonBlockLine;

export const sessionLinesOf = (lines: PricedLine[]): PricedSessionLine[] =>
  lines.filter((line): line is PricedSessionLine => line.kind === 'session');

/** When a line's first session or lesson starts: the basket's order. */
const startOf = (line: PricedLine): string => (line.kind === 'session' ? line.session.starts_at : line.startsAt);

/**
 * The basket's lines, priced, in the order their sessions (or a block's first lesson) start: sessions, and blocks of
 * lessons by card (docs/decisions/0599).
 */
export function pricedLines(db: Database, cartId: number, nowIso: string): PricedLine[] {
  const all = cartItems(db, cartId);
  const blocks = all
    .filter((item) => item.type === 'lessonBlock')
    .map((item) => lessonBlockLine(db, item))
    .filter((line): line is PricedLessonBlockLine => line !== null);
  const items = all.filter((item) => item.type === 'session' && item.session_id !== null);
  const sessions = sessionRowsByIds(
    db,
    items.map((item) => item.session_id!),
    nowIso,
  );
  const people = peopleByIds(
    db,
    items.map((item) => item.purchased_for_user_id),
  );
  const lines: PricedLine[] = [...blocks];
  for (const item of items) {
    const session = sessions.get(item.session_id!);
    const option = item.pricing_option_id === null ? undefined : findPricingOption(db, item.pricing_option_id);
    const attendee = people.get(item.purchased_for_user_id);
    if (!session || !option || !attendee) continue;
    const entitlement = item.entitlement_id === null ? null : (findEntitlement(db, item.entitlement_id) ?? null);
    const price = entitlement ? 0 : option.price;
    lines.push({
      kind: 'session',
      item,
      session,
      option,
      attendee,
      entitlement,
      entitlementUsesLeft: entitlement ? usesLeft(db, entitlement, session.local_date, nowIso) : null,
      price,
      tax: vatIncluded(price),
    });
  }
  return lines.sort((a, b) => startOf(a).localeCompare(startOf(b)) || a.item.id - b.item.id);
}
