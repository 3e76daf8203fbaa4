import type { HouseholdInvitationPreview, HouseholdMember } from '@leisure/api-contract/browser';
import { londonFormat, prettyDate } from '@leisure/dates';

export const memberName = (member: Pick<HouseholdMember, 'firstName' | 'lastName'>): string =>
  `${member.firstName} ${member.lastName}`.trim();

/** What the member is to the caller: "You", "Adult", "Child"; the payer is the adult who pays (decision 0422). */
export function roleLabel(member: Pick<HouseholdMember, 'role' | 'isSelf'>): string {
  if (member.isSelf) return member.role === 'payer' ? 'You (paying for the household)' : 'You';
  if (member.role === 'payer') return 'Adult (pays for the household)';
  return member.role === 'adult' ? 'Adult' : 'Child';
}

/** "3 March 2015", or "Not given" for an adult whose account has no date of birth. */
export const dateOfBirthLabel = (dateOfBirth: string | null): string =>
  dateOfBirth ? prettyDate(dateOfBirth) : 'Not given';

/** "Remove Ellie Hughes": starts with the button's visible text (WCAG 2.5.3). */
export const removeButtonName = (member: HouseholdMember): string => `Remove ${memberName(member)}`;

/** "Cancel invitation to sam@example.com": starts with the visible text. */
export const cancelInvitationName = (email: string): string => `Cancel invitation to ${email}`;

const dayLabel = londonFormat({ day: 'numeric', month: 'long', year: 'numeric' });

/**
 * Who sent an invitation, before it is answered (docs/decisions/0422): "Chris Hughes has invited you to join their
 * household. Their household has 2 people in it. The code works until 17 November 2026."
 */
export function invitationFromLabel(preview: HouseholdInvitationPreview): string {
  const people = preview.householdMembers === 1 ? '1 person' : `${preview.householdMembers} people`;
  return (
    `${memberName(preview.invitedBy)} has invited you to join their household. Their household has ${people} in ` +
    `it. The code works until ${dayLabel(new Date(preview.expiresAt))}.`
  );
}

/** A code as the server compares it: case, spaces and dashes do not matter (docs/decisions/0313). */
export const sameInvitationCode = (a: string, b: string): boolean =>
  a.toUpperCase().replace(/[^A-Z0-9]/g, '') === b.toUpperCase().replace(/[^A-Z0-9]/g, '');
