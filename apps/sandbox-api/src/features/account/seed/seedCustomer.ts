/** A demo customer as the account seed gives them data: found by reference, with their home venue. */
export interface SeedCustomer {
  id: number;
  reference: string;
  homeVenueId: number;
  homeVenueName: string;
  billingDay: number;
}
