import type { Coverage, IconName, MembershipCategory } from '@leisure/api-contract';
import type { Database } from '../../../db/database.ts';
import type { EligibilityRule } from '../pricing/eligibility.ts';

export interface MembershipTypeRecord {
  id: number;
  slug: string;
  name: string;
  descriptionHtml: string;
  coverage: Coverage;
  eligibility: EligibilityRule | null;
  isActive: boolean;
  /** Its icon (docs/decisions/0020). */
  icon: IconName;
}

interface TypeRow {
  id: number;
  slug: string;
  name: string;
  description_html: string;
  coverage: Coverage;
  is_active: number;
  rule_name: string | null;
  rule_description: string | null;
  min_age: number | null;
  max_age: number | null;
  requires_proof: number | null;
  icon: IconName;
}

const SELECT_TYPE = `
  SELECT t.id, t.slug, t.name, t.description_html, t.coverage, t.is_active, t.icon,
         r.name AS rule_name, r.description AS rule_description, r.min_age, r.max_age, r.requires_proof
  FROM membership_types t LEFT JOIN membership_eligibility_rules r ON r.id = t.eligibility_rule_id`;

const toRecord = (row: TypeRow): MembershipTypeRecord => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  descriptionHtml: row.description_html,
  coverage: row.coverage,
  isActive: row.is_active === 1,
  icon: row.icon,
  eligibility:
    row.rule_name === null
      ? null
      : {
          name: row.rule_name,
          description: row.rule_description ?? '',
          minAge: row.min_age,
          maxAge: row.max_age,
          requiresProof: row.requires_proof === 1,
        },
});

export function findMembershipType(db: Database, id: number): MembershipTypeRecord | undefined {
  const row = db.prepare(`${SELECT_TYPE} WHERE t.id = ?`).get(id) as TypeRow | undefined;
  return row ? toRecord(row) : undefined;
}

/** Active types sold at a venue: national ones everywhere, local and multi-site ones where listed. */
export function typesSoldAt(db: Database, venueId: number): MembershipTypeRecord[] {
  return (
    db
      .prepare(
        `${SELECT_TYPE}
     WHERE t.is_active = 1 AND (t.coverage = 'national'
       OR EXISTS (SELECT 1 FROM membership_type_venues mv WHERE mv.membership_type_id = t.id AND mv.venue_id = ?))
     ORDER BY t.sort_order, t.name`,
      )
      .all(venueId) as unknown as TypeRow[]
  ).map(toRecord);
}

export function isSoldAt(db: Database, type: MembershipTypeRecord, venueId: number): boolean {
  if (type.coverage === 'national') return true;
  return (
    db
      .prepare('SELECT 1 AS yes FROM membership_type_venues WHERE membership_type_id = ? AND venue_id = ?')
      .get(type.id, venueId) !== undefined
  );
}

export function categoriesOf(db: Database, typeId: number): MembershipCategory[] {
  return db
    .prepare(
      `SELECT c.id, c.name FROM membership_type_categories tc JOIN membership_categories c ON c.id = tc.category_id
     WHERE tc.membership_type_id = ? ORDER BY c.sort_order, c.name`,
    )
    .all(typeId) as MembershipCategory[];
}
