import type { HouseholdRole } from '@leisure/api-contract';
import { yearsBefore } from '@leisure/dates';

/**
 * What a household grants, and to whom (docs/decisions/0313-households.md). Nothing here is granted outside a
 * household: sharing an email address grants nothing.
 *
 * - book for: choose someone as the basket's customer or a place's attendee (their booking window, prices and own
 *   entitlements apply, as for any attendee);
 * - see: read their name and date of birth (the attendees list is the people one may book for; the household page
 *   lists every member);
 * - credit: the payer's account credit pays for any member's basket, besides the member's own.
 *
 * Children (the payer's dependants) book for nobody but themselves, even with a log-in of their own.
 */
export const householdGrants = {
  payer: { bookFor: ['payer', 'adult', 'child'], manage: true, usesPayerCredit: true },
  adult: { bookFor: ['payer', 'adult', 'child'], manage: false, usesPayerCredit: true },
  child: { bookFor: [], manage: false, usesPayerCredit: true },
} as const satisfies Record<
  HouseholdRole,
  { bookFor: readonly HouseholdRole[]; manage: boolean; usesPayerCredit: boolean }
>;

/** Whether someone with `actorRole` may book for another member with `targetRole` (themself is always allowed). */
export const mayBookFor = (actorRole: HouseholdRole, targetRole: HouseholdRole): boolean =>
  (householdGrants[actorRole].bookFor as readonly HouseholdRole[]).includes(targetRole);

/** A household holds at most this many people, the payer included; and this many invitations pending at once. */
export const HOUSEHOLD_LIMITS = { members: 10, pendingInvitations: 5 } as const;

/** How long an invitation code works. */
export const INVITATION_LIFETIME_DAYS = 7;

/** A child is under this age on the day they are added; older people are invited as adults. */
export const CHILD_AGE_LIMIT = 18;

export const householdMessages = {
  onlyPayerManages: 'Only the person who pays for your household can add or remove people and send invitations.',
  householdFull: `A household can have up to ${HOUSEHOLD_LIMITS.members} people. Remove someone before adding more.`,
  tooManyInvitations: `You have ${HOUSEHOLD_LIMITS.pendingInvitations} invitations waiting to be answered. Withdraw one before sending another.`,
  inviteYourself: 'That is your own email address. Invite the other adult by theirs.',
  codeNotValid: 'This invitation code is not valid, has expired or has already been used. Ask for a new invitation.',
  alreadyInHousehold: 'You are already in a household. Leave it before joining another.',
  ownInvitation: 'This invitation is for your own household.',
  notInHousehold: 'You are not in a household.',
  payerCannotLeave: 'You pay for this household. Remove the other people in it before leaving.',
  childCannotLeave: 'Ask the person who pays for your household to remove you.',
  notAMember: 'That person is not in your household.',
  removeYourself: 'You cannot remove yourself. Remove the others first, then leave the household.',
  invitationNotFound: 'That invitation is not waiting to be answered.',
  tooManyCodes: (minutes: string) => `Too many wrong invitation codes. Please try again in ${minutes}.`,
  tooManyInvites: (minutes: string) => `Too many invitations sent today. Please try again in ${minutes}.`,
} as const;

/** What is wrong with a child's date of birth on `today` (UK): a real date, not in the future, under 18; or null. */
export function childBirthDateProblem(dateOfBirth: string, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)) return 'Enter the date of birth as a date, like 2015-04-30.';
  const parsed = new Date(`${dateOfBirth}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== dateOfBirth)
    return 'Enter a real date of birth.';
  if (dateOfBirth > today) return 'The date of birth cannot be in the future.';
  // 18 or older when their 18th birthday is today or earlier (yearsBefore keeps 29 February on 28 February).
  if (dateOfBirth <= yearsBefore(today, CHILD_AGE_LIMIT))
    return `A child must be under ${CHILD_AGE_LIMIT}. Invite an adult by email instead.`;
  return null;
}

/** When an invitation sent at `nowIso` stops working. */
export const invitationExpiry = (nowIso: string): string =>
  new Date(Date.parse(nowIso) + INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000).toISOString();
