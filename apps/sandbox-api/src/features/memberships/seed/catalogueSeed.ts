import type { Database } from '../../../db/database.ts';
import type { CategoryName, MembershipTypeSeed, PaymentOptionSeed } from '../catalogue/catalogueTypes.ts';
import { adultMemberships } from '../catalogue/adultMemberships.ts';
import { concessionMemberships } from '../catalogue/concessionMemberships.ts';
import { eligibilityCatalogue } from '../catalogue/eligibilityCatalogue.ts';
import { questionCatalogue } from '../catalogue/questionCatalogue.ts';
import { GENERIC_MEMBERSHIP_ICON, membershipIcons } from '../catalogue/membershipIcons.ts';
import { venueIdsFor } from './venueSelection.ts';

export const membershipCatalogue: MembershipTypeSeed[] = [...adultMemberships, ...concessionMemberships];

const CATEGORY_ORDER: CategoryName[] = ['Gym', 'Swim', 'Classes', 'Racquets', 'Family', 'Concessions'];

/** Ids of what was seeded, by slug and option key, for promotions and demo memberships. */
export interface SeededCatalogue {
  typeIds: Map<string, number>;
  optionIds: Map<string, number>;
}

const insertId = (db: Database, sql: string, ...params: (string | number | null)[]) =>
  Number(db.prepare(sql).run(...params).lastInsertRowid);

export function seedCatalogue(db: Database): SeededCatalogue {
  const categoryIds = new Map(
    CATEGORY_ORDER.map((name, index) => [
      name,
      insertId(db, 'INSERT INTO membership_categories (name, sort_order) VALUES (?, ?)', name, index),
    ]),
  );
  const ruleIds = new Map(
    Object.entries(eligibilityCatalogue).map(([key, rule]) => [
      key,
      insertId(
        db,
        `INSERT INTO membership_eligibility_rules (key, name, description, min_age, max_age, requires_proof)
         VALUES (?, ?, ?, ?, ?, ?)`,
        key,
        rule.name,
        rule.description,
        rule.minAge,
        rule.maxAge,
        rule.requiresProof ? 1 : 0,
      ),
    ]),
  );
  const groupIds = new Map(
    Object.entries(questionCatalogue).map(([key, group]) => {
      const groupId = insertId(db, 'INSERT INTO membership_question_groups (title) VALUES (?)', group.title);
      group.questions.forEach((question, index) =>
        db
          .prepare(
            `INSERT INTO membership_questions (group_id, reference, label, type, options_json, placeholder, is_required,
             default_json, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            groupId,
            question.reference,
            question.label,
            question.type,
            JSON.stringify(question.options ?? []),
            question.placeholder ?? null,
            question.isRequired ? 1 : 0,
            JSON.stringify(question.default ?? null),
            index,
          ),
      );
      return [key, groupId];
    }),
  );

  const seeded: SeededCatalogue = { typeIds: new Map(), optionIds: new Map() };
  membershipCatalogue.forEach((type, typeIndex) => {
    const typeId = insertId(
      db,
      `INSERT INTO membership_types (slug, name, description_html, coverage, eligibility_rule_id, sort_order, icon)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      type.slug,
      type.name,
      type.descriptionHtml,
      type.coverage,
      type.eligibility ? ruleIds.get(type.eligibility)! : null,
      typeIndex,
      membershipIcons[type.slug] ?? GENERIC_MEMBERSHIP_ICON,
    );
    seeded.typeIds.set(type.slug, typeId);
    for (const category of type.categories) {
      db.prepare('INSERT INTO membership_type_categories (membership_type_id, category_id) VALUES (?, ?)').run(
        typeId,
        categoryIds.get(category)!,
      );
    }
    if (type.coverage !== 'national') {
      for (const venueId of venueIdsFor(db, type.venues ?? {})) {
        db.prepare('INSERT INTO membership_type_venues (membership_type_id, venue_id) VALUES (?, ?)').run(
          typeId,
          venueId,
        );
      }
    }
    type.benefits.forEach((benefit, index) =>
      db
        .prepare(
          `INSERT INTO membership_benefits (membership_type_id, name, kind, total_uses, frequency, description,
             sort_order) VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          typeId,
          benefit.name,
          benefit.kind ?? 'other',
          benefit.totalUses,
          benefit.frequency,
          benefit.description,
          index,
        ),
    );
    (type.questionGroups ?? []).forEach((key, index) =>
      db
        .prepare(
          'INSERT INTO membership_type_question_groups (membership_type_id, group_id, sort_order) VALUES (?, ?, ?)',
        )
        .run(typeId, groupIds.get(key)!, index),
    );
    type.options.forEach((option, index) => seeded.optionIds.set(option.key, seedOption(db, typeId, option, index)));
  });
  return seeded;
}

function seedOption(db: Database, typeId: number, option: PaymentOptionSeed, index: number): number {
  const optionId = insertId(
    db,
    `INSERT INTO membership_payment_options (membership_type_id, name, payment_type, fixed_duration, fixed_period,
       month_in_hand, promotions_enabled, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    typeId,
    option.name,
    option.paymentType,
    option.fixedDuration ?? null,
    option.fixedPeriod ?? null,
    option.monthInHand ? 1 : 0,
    option.promotionsEnabled === false ? 0 : 1,
    index,
  );
  for (const price of option.prices) {
    for (const venue of price.venues ? venueIdsFor(db, price.venues) : [null]) {
      db.prepare(
        `INSERT INTO membership_prices (payment_option_id, venue_id, min_age, max_age, base_fee, joining_fee)
         VALUES (?, ?, ?, ?, ?, ?)`,
      ).run(optionId, venue, price.minAge ?? null, price.maxAge ?? null, price.base, price.joining ?? 0);
    }
  }
  return optionId;
}
