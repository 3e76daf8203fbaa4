import type { SandboxServices } from '../../../http/context.ts';
import { ukToday } from '../../../clock.ts';
import type { DemoAccountKey } from '../../../seed/demoAccounts.ts';
import { NEVER_EXPIRES } from '../entitlements/packageEntitlements.ts';
import type { CategorySlug } from './catalogue/categories.ts';
import { findDemoUser } from './demoUsers.ts';
import { findVenueBySlug } from '../../site/index.ts';
import { addDays } from '@leisure/dates';

interface EntitlementPlan {
  kind: 'benefit' | 'package';
  name: string;
  description: string;
  category: CategorySlug | null;
  /** 'home': the customer's home venue (or the fallback venue); null: any venue. */
  venue: 'home' | null;
  usesAllowed: number | null;
  period: 'week' | 'month' | 'total';
  validFromDaysAgo: number;
  /** null: never expires. */
  validForDays: number | null;
}

interface DemoPlan {
  fallbackVenue: string;
  entitlements: EntitlementPlan[];
  membershipCredit?: { balance: number; description: string };
}

/**
 * What lets the demo customers book without paying, and the packages their account pages list. Uses already
 * taken come from the seeded past bookings.
 */
export const demoEntitlementPlans: Partial<Record<DemoAccountKey, DemoPlan>> = {
  memberWithDirectDebit: {
    fallbackVenue: 'leeds-city',
    entitlements: [
      {
        kind: 'benefit',
        name: 'Premium Plus racquet sports',
        description: 'Two free racquet sports sessions a month with your membership.',
        category: 'racquet-sports',
        venue: null,
        usesAllowed: 2,
        period: 'month',
        validFromDaysAgo: 200,
        validForDays: 565,
      },
      {
        kind: 'package',
        name: '10 Swim Pass',
        description: 'Ten swims in any public swimming session.',
        category: 'swimming',
        venue: 'home',
        usesAllowed: 10,
        period: 'total',
        validFromDaysAgo: 40,
        validForDays: 180,
      },
      // Valid everywhere and never expiring; it only covers racquet sessions once the monthly benefit has run out.
      {
        kind: 'package',
        name: 'Racquet Sports 10-Visit Card',
        description: 'Badminton, squash or table tennis court hire at any of our venues.',
        category: 'racquet-sports',
        venue: null,
        usesAllowed: 10,
        period: 'total',
        validFromDaysAgo: 14,
        validForDays: null,
      },
      // Expired a month ago with uses unspent, so the Packages page has a finished package to grey out.
      {
        kind: 'package',
        name: 'Personal Training – 3 Sessions',
        description: 'Three one-hour sessions with a personal trainer.',
        category: 'fitness-classes',
        venue: 'home',
        usesAllowed: 3,
        period: 'total',
        validFromDaysAgo: 120,
        validForDays: 90,
      },
    ],
    membershipCredit: { balance: 1000, description: 'Monthly activity credit included with Premium Plus' },
  },
  memberWithoutDirectDebit: {
    fallbackVenue: 'salford-quays',
    entitlements: [
      {
        kind: 'package',
        name: 'Fitness Class 10-Pass',
        description: 'Ten studio or cycle classes at your home centre.',
        category: 'fitness-classes',
        venue: 'home',
        usesAllowed: 10,
        period: 'total',
        validFromDaysAgo: 20,
        validForDays: 90,
      },
    ],
  },
  sharedEmailChild: {
    fallbackVenue: 'islington-pool',
    entitlements: [
      {
        kind: 'package',
        name: 'Junior Swim 5-Pass',
        description: 'Five junior swimming sessions or lessons.',
        category: 'kids',
        venue: 'home',
        usesAllowed: 5,
        period: 'total',
        validFromDaysAgo: 10,
        validForDays: 120,
      },
    ],
  },
};

/** Attaches the plans above to the demo accounts that exist (the auth feature seeds them). */
export function seedDemoEntitlements({ db, clock }: SandboxServices): void {
  const today = ukToday(clock);
  const categoryId = db.prepare('SELECT id FROM activity_categories WHERE slug = ?');
  const insert = db.prepare(
    `INSERT INTO activity_entitlements (user_id, kind, name, description, category_id, venue_id, uses_allowed, period, valid_from, valid_until)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const [key, plan] of Object.entries(demoEntitlementPlans) as [DemoAccountKey, DemoPlan][]) {
    const user = findDemoUser(db, key);
    if (!user) continue;
    const homeVenueId = user.homeVenueId ?? findVenueBySlug(db, plan.fallbackVenue)?.id ?? null;
    for (const entitlement of plan.entitlements) {
      const validFrom = addDays(today, -entitlement.validFromDaysAgo);
      insert.run(
        user.id,
        entitlement.kind,
        entitlement.name,
        entitlement.description,
        entitlement.category
          ? ((categoryId.get(entitlement.category) as { id: number } | undefined)?.id ?? null)
          : null,
        entitlement.venue === 'home' ? homeVenueId : null,
        entitlement.usesAllowed,
        entitlement.period,
        validFrom,
        entitlement.validForDays === null ? NEVER_EXPIRES : addDays(validFrom, entitlement.validForDays),
      );
    }
    if (plan.membershipCredit) {
      db.prepare('INSERT INTO membership_credits (user_id, balance, description) VALUES (?, ?, ?)').run(
        user.id,
        plan.membershipCredit.balance,
        plan.membershipCredit.description,
      );
    }
  }
}
