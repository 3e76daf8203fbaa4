import { all, get, type Database } from '../../../db/database.ts';
import type { MembershipTypeRecord } from './membershipTypeRepository.ts';

export interface AccessVenue {
  id: number;
  name: string;
  slug: string;
}

/**
 * Venues a membership gives access to: every venue for national coverage, the home venue alone for a local
 * membership (or every venue selling it when no home venue is known yet), the listed venues for multi-site.
 */
export function accessVenues(db: Database, type: MembershipTypeRecord, homeVenueId: number | null): AccessVenue[] {
  if (type.coverage === 'national') {
    return all<AccessVenue>(db, 'SELECT id, name, slug FROM venues ORDER BY name');
  }
  if (type.coverage === 'local' && homeVenueId !== null) {
    const home = get<AccessVenue>(db, 'SELECT id, name, slug FROM venues WHERE id = ?', homeVenueId);
    return home ? [home] : [];
  }
  return all<AccessVenue>(
    db,
    `SELECT v.id, v.name, v.slug FROM membership_type_venues mv JOIN venues v ON v.id = mv.venue_id
     WHERE mv.membership_type_id = ? ORDER BY v.name`,
    type.id,
  );
}
