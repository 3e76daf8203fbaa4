import type { Database } from '../../../db/database.ts';
import { findVenueById, venueRef, type VenueRef } from '../../site/index.ts';

export interface JoiningVenueRecord extends VenueRef {
  ddProviderNeedsBillingAddress: boolean;
}

/** A venue that sells memberships online, or undefined. */
export function findJoiningVenue(db: Database, venueId: number): JoiningVenueRecord | undefined {
  const venue = findVenueById(db, venueId, { joiningOnly: true });
  return venue && { ...venueRef(venue), ddProviderNeedsBillingAddress: venue.dd_provider_needs_billing_address === 1 };
}
