import type { SandboxServices } from '../../../http/context.ts';
import { ukToday } from '../../../clock.ts';
import { demoAccounts, type DemoAccountKey } from '../../../seed/demoAccounts.ts';
import { accountPlans } from './accountPlans.ts';
import { seedAccountPlan } from './seedAccountPlan.ts';
import type { SeedCustomer } from './seedCustomer.ts';
import { findVenueById, findVenueBySlug } from '../../site/index.ts';

interface UserRow {
  id: number;
  reference: string;
  home_venue_id: number | null;
  billing_day: number | null;
}

/**
 * Gives the demo customers their account pages' data. Users come from the auth seed (found by reference);
 * a demo account that is missing is skipped, so the account pages never block the rest of the sandbox.
 */
export function seedAccount({ db, clock }: SandboxServices): void {
  const today = ukToday(clock);
  const findUser = db.prepare('SELECT id, reference, home_venue_id, billing_day FROM users WHERE reference = ?');
  for (const [key, plan] of Object.entries(accountPlans) as [
    DemoAccountKey,
    NonNullable<(typeof accountPlans)[DemoAccountKey]>,
  ][]) {
    const user = findUser.get(demoAccounts[key].reference) as UserRow | undefined;
    if (!user) continue;
    const venue =
      user.home_venue_id === null ? findVenueBySlug(db, plan.fallbackVenue) : findVenueById(db, user.home_venue_id);
    if (!venue) continue;
    const customer: SeedCustomer = {
      id: user.id,
      reference: user.reference,
      homeVenueId: venue.id,
      homeVenueName: venue.name,
      billingDay: user.billing_day ?? 1,
    };
    seedAccountPlan(db, customer, plan, today);
  }
}
