import { contract, type AccountPackage } from '@leisure/api-contract';
import { implement } from '../../http/implement.ts';
import { ukToday } from '../../clock.ts';
import { packageEntitlementsOf, type PackageEntitlement } from '../activities/index.ts';

/** Used up wins over expired: a package with nothing left is finished, whatever its date. */
export function packageStatus(
  pkg: { usesLeft: number; expiresOn: string | null },
  today: string,
): AccountPackage['status'] {
  if (pkg.usesLeft === 0) return 'used-up';
  if (pkg.expiresOn !== null && pkg.expiresOn < today) return 'expired';
  return 'active';
}

type CountedPackage = PackageEntitlement & { usesAllowed: number; usesLeft: number };

/** The page counts visits: a package with unlimited uses has none to count, so it is not listed. */
const isCounted = (pkg: PackageEntitlement): pkg is CountedPackage => pkg.usesAllowed !== null && pkg.usesLeft !== null;

const toPackage = (pkg: CountedPackage, today: string): AccountPackage => ({
  id: pkg.id,
  name: pkg.name,
  description: pkg.description,
  venue: pkg.venue,
  usesTotal: pkg.usesAllowed,
  usesLeft: pkg.usesLeft,
  purchasedOn: pkg.validFrom,
  expiresOn: pkg.validUntil,
  status: packageStatus({ usesLeft: pkg.usesLeft, expiresOn: pkg.validUntil }, today),
  uses: pkg.uses,
});

/** Active first, soonest to expire first (never-expiring last); then finished ones, latest bought first. */
function byRelevance(a: AccountPackage, b: AccountPackage): number {
  const activeA = a.status === 'active' ? 0 : 1;
  const activeB = b.status === 'active' ? 0 : 1;
  if (activeA !== activeB) return activeA - activeB;
  if (activeA === 0) return (a.expiresOn ?? '9999-12-31').localeCompare(b.expiresOn ?? '9999-12-31') || a.id - b.id;
  return b.purchasedOn.localeCompare(a.purchasedOn) || b.id - a.id;
}

export const packageRoutes = [
  // The packages the basket draws on (activities' entitlements), so a use held or booked shows here at once.
  implement(contract.account.listMyPackages, ({ db, clock, user }) => {
    const today = ukToday(clock);
    return packageEntitlementsOf(db, user!.id, clock.now())
      .filter(isCounted)
      .map((pkg) => toPackage(pkg, today))
      .sort(byRelevance);
  }),
];
