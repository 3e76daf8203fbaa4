import type { Database } from '../../../db/database.ts';
import { findVenueById, listVenues, venueRef, type VenueRef } from '../../site/index.ts';
import type { MembershipTypeRecord } from './membershipTypeRepository.ts';

/**
 * Venues a membership gives access to: every venue for national coverage, the home venue alone for a local
 * membership (or every venue selling it when no home venue is known yet), the listed venues for multi-site.
 */
export function accessVenues(db: Database, type: MembershipTypeRecord, homeVenueId: number | null): VenueRef[] {
  if (type.coverage === 'national') return listVenues(db).map(venueRef);
  if (type.coverage === 'local' && homeVenueId !== null) {
    const home = findVenueById(db, homeVenueId);
    return home ? [venueRef(home)] : [];
  }
  return db
    .prepare(
      `SELECT v.id, v.slug, v.name FROM membership_type_venues mv JOIN venues v ON v.id = mv.venue_id
     WHERE mv.membership_type_id = ? ORDER BY v.name`,
    )
    .all(type.id) as unknown as VenueRef[];
}
