import type { SandboxServices } from '../../http/context.ts';
import { demoAccounts, demoHouseholds } from '../../seed/demoAccounts.ts';
import { addMember, ensureHousehold } from './householdStore.ts';

const idOf = (services: SandboxServices, reference: string) =>
  (services.db.prepare('SELECT id FROM users WHERE reference = ?').get(reference) as { id: number }).id;

/** The demo households (seed/demoAccounts.ts): the Hughes parent pays, and their older child keeps her log-in. */
export function seedHouseholds(services: SandboxServices): void {
  const nowIso = services.clock.now().toISOString();
  for (const household of demoHouseholds) {
    const { householdId } = ensureHousehold(
      services.db,
      idOf(services, demoAccounts[household.payer].reference),
      nowIso,
    );
    for (const member of household.members)
      addMember(services.db, householdId, idOf(services, demoAccounts[member.key].reference), member.role, nowIso);
  }
}
