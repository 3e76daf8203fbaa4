import { contract, type AccountPackage } from '@leisure/api-contract';
import { implement } from '../../http/implement.ts';
import { ukToday } from '../../clock.ts';

interface PackageRow {
  id: number;
  name: string;
  description: string;
  venue_id: number | null;
  venue_slug: string | null;
  venue_name: string | null;
  uses_total: number;
  uses_left: number;
  purchased_on: string;
  expires_on: string | null;
}

/** Used up wins over expired: a package with nothing left is finished, whatever its date. */
export function packageStatus(
  row: Pick<PackageRow, 'uses_left' | 'expires_on'>,
  today: string,
): AccountPackage['status'] {
  if (row.uses_left === 0) return 'used-up';
  if (row.expires_on !== null && row.expires_on < today) return 'expired';
  return 'active';
}

const toPackage = (row: PackageRow, today: string): AccountPackage => ({
  id: row.id,
  name: row.name,
  description: row.description,
  venue: row.venue_id === null ? null : { id: row.venue_id, slug: row.venue_slug!, name: row.venue_name! },
  usesTotal: row.uses_total,
  usesLeft: row.uses_left,
  purchasedOn: row.purchased_on,
  expiresOn: row.expires_on,
  status: packageStatus(row, today),
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
  implement(contract.account.listMyPackages, ({ db, clock, user }) => {
    const today = ukToday(clock);
    const rows = db
      .prepare(
        `SELECT p.*, v.slug AS venue_slug, v.name AS venue_name
         FROM account_packages p LEFT JOIN venues v ON v.id = p.venue_id
         WHERE p.user_id = ?`,
      )
      .all(user!.id) as unknown as PackageRow[];
    return rows.map((row) => toPackage(row, today)).sort(byRelevance);
  }),
];
