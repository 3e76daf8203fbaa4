import type { StaffCustomer } from '@leisure/api-contract/browser';

// What the desk checks a customer's identity by before serving them (docs/decisions/0025): date of birth and
// membership, beside the email and postcode that tell two people of one name apart (decision 0600).

/** "14 March 1994": an ISO date as the desk reads it (a calendar date: no time zone moves it). */
export const longDate = (isoDate: string): string =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

/** "Born 14 March 1994", or that it is not known. */
export const bornText = ({ dateOfBirth }: Pick<StaffCustomer, 'dateOfBirth'>): string =>
  dateOfBirth ? `Born ${longDate(dateOfBirth)}` : 'Date of birth not known';

/** "Membership: Swim Only, active", "…, starts 1 April 2027", "…, ended 31 December 2025", or "No membership". */
export function membershipText({ membership }: Pick<StaffCustomer, 'membership'>): string {
  if (!membership) return 'No membership';
  const state =
    membership.status === 'active'
      ? 'active'
      : membership.status === 'pending'
        ? `starts ${longDate(membership.startDate)}`
        : `ended ${membership.endDate ? longDate(membership.endDate) : ''}`.trim();
  return `Membership: ${membership.name}, ${state}`;
}
