import type { SandboxServices } from '../../../http/context.ts';
import { ukToday } from '../../../clock.ts';
import { seedCatalogue } from './catalogueSeed.ts';
import { seedPromotions } from './promotionSeed.ts';
import { seedTerms } from './termsSeed.ts';
import { seedDemoMemberships } from './demoMembershipsSeed.ts';

/** The membership catalogue, promotions, terms and the demo accounts' memberships. */
export function seedMemberships({ db, clock }: SandboxServices): void {
  const today = ukToday(clock);
  const seeded = seedCatalogue(db);
  seedPromotions(db, today, seeded);
  seedTerms(db, seeded);
  seedDemoMemberships(db, today, seeded);
}
