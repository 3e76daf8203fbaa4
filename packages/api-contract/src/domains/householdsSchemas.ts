// The shapes of a household: a payer, the adults they invited and the children they added (households.ts,
// docs/decisions/0313-households.md).
import { z } from 'zod';
import { id, isoDate, isoDateTime } from '../common.ts';

/** The payer made the household and pays for it; an adult joined by invitation; a child was added by the payer. */
export const householdRole = z.enum(['payer', 'adult', 'child']);
export type HouseholdRole = z.infer<typeof householdRole>;

export const householdMemberSchema = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: isoDate.nullable(),
  role: householdRole,
  /** False for a child added on the Family page: they have no log-in of their own. */
  canLogIn: z.boolean(),
  /** The caller (for the staff read: the selected customer). */
  isSelf: z.boolean(),
});
export type HouseholdMember = z.infer<typeof householdMemberSchema>;

/** An invitation the payer sent and nobody has accepted, declined or cancelled yet. The code is never shown again. */
export const householdInvitationSchema = z.object({
  id,
  email: z.string(),
  invitedAt: isoDateTime,
  expiresAt: isoDateTime,
});
export type HouseholdInvitation = z.infer<typeof householdInvitationSchema>;

export const myHouseholdSchema = z.object({
  /** The caller's place in their household; null when they are in none (members and invitations are then empty). */
  role: householdRole.nullable(),
  /** Everyone in the household, the payer first, then adults, then children, each by first name. */
  members: z.array(householdMemberSchema),
  /** Pending invitations: the payer's only (empty for everyone else). */
  invitations: z.array(householdInvitationSchema),
});
export type MyHousehold = z.infer<typeof myHouseholdSchema>;

/**
 * What an invitation's code opens, read before answering it (docs/decisions/0422): who pays for the household, how
 * many people are in it and until when the code works. Nothing else about the household: the caller is not in it.
 */
export const householdInvitationPreviewSchema = z.object({
  invitedBy: z.object({ firstName: z.string(), lastName: z.string() }),
  /** The people in the household now, the payer included. */
  householdMembers: z.number().int().min(1),
  expiresAt: isoDateTime,
});
export type HouseholdInvitationPreview = z.infer<typeof householdInvitationPreviewSchema>;

/** The selected customer's household as front-of-house staff see it. */
export const staffCustomerHouseholdSchema = z.object({
  customerId: id,
  role: householdRole.nullable(),
  members: z.array(householdMemberSchema),
});
export type StaffCustomerHousehold = z.infer<typeof staffCustomerHouseholdSchema>;

const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the child's ${label}.`)
    .max(50, `The child's ${label} must be 50 characters or fewer.`);

export const addHouseholdChildBody = z.object({
  firstName: name('first name'),
  lastName: name('last name'),
  dateOfBirth: z.string().trim().min(1, "Enter the child's date of birth."),
});
export type AddHouseholdChildBody = z.infer<typeof addHouseholdChildBody>;

export const inviteHouseholdAdultBody = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter the email address to send the invitation to.')
    .max(254, 'The email address must be 254 characters or fewer.')
    .refine((value) => z.email().safeParse(value).success, 'Enter a valid email address, like name@example.com.'),
});
export type InviteHouseholdAdultBody = z.infer<typeof inviteHouseholdAdultBody>;

export const householdCodeBody = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Enter the invitation code from the email.')
    .max(64, 'That is not an invitation code: check the email and try again.'),
});
export type HouseholdCodeBody = z.infer<typeof householdCodeBody>;
