import { randomBytes } from 'node:crypto';
import type { HouseholdInvitationPreview } from '@leisure/api-contract';
import { atomically, type Database } from '../../db/database.ts';
import type { Clock } from '../../clock.ts';
import { ApiError, invalidField } from '../../http/apiError.ts';
import { hashToken } from '../../http/authenticate.ts';
import { lockedForSeconds, minutesText, queueEmail, recordThrottleEvent, type ThrottleRule } from '../auth/index.ts';
import { OPERATOR_NAME } from '../site/index.ts';
import { householdLinkOf, householdPeople, type HouseholdLink } from './householdLinks.ts';
import { HOUSEHOLD_LIMITS, householdMessages, invitationExpiry } from './householdRules.ts';
import { addMember, ensureHousehold } from './householdStore.ts';

/** Wrong invitation codes one account may try before it must wait (like log-ins: docs/decisions/0102). */
export const CODE_THROTTLE: ThrottleRule = { max: 5, windowMs: 15 * 60 * 1000 };
/** Invitations one household may send a day: each is an email to an address of the payer's choosing. */
export const INVITE_THROTTLE: ThrottleRule = { max: 10, windowMs: 24 * 60 * 60 * 1000 };

const codeKey = (userId: number) => `household-code:${userId}`;
const inviteKey = (householdId: number) => `household-invite:${householdId}`;

/** Letters and digits no one misreads (no 0/O, 1/I/L): 12 of them are 59 bits, shown as XXXX-XXXX-XXXX. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function newCode(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]!);
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8)].map((group) => group.join('')).join('-');
}

/** What a code is compared as: case, spaces and dashes do not matter. */
const codeHash = (code: string) => hashToken(code.toUpperCase().replace(/[^A-Z0-9]/g, ''));

function throttled(seconds: number, message: (minutes: string) => string, field: string): ApiError {
  const text = message(minutesText(seconds));
  return new ApiError(429, text, { [field]: [text] }, { 'Retry-After': String(seconds) });
}

/**
 * The payer invites an adult by email (decision 0313): a secret code, sent to that address only, which the adult
 * presents from their own account. The answer is the same whether or not any account has the address.
 */
export function inviteAdult(
  db: Database,
  clock: Clock,
  inviter: { id: number; email: string; name: string },
  email: string,
  linkBase: string,
): void {
  const nowIso = clock.now().toISOString();
  const current = householdLinkOf(db, inviter.id);
  if (current && current.role !== 'payer') throw refusedOn(403, 'email', householdMessages.onlyPayerManages);
  if (email.toLowerCase() === inviter.email.toLowerCase())
    throw invalidField('email', householdMessages.inviteYourself);
  const household = ensureHousehold(db, inviter.id, nowIso);
  const pending = pendingCount(db, household.householdId, nowIso);
  if (householdPeople(db, household.householdId).length + pending >= HOUSEHOLD_LIMITS.members)
    throw conflictOn('email', householdMessages.householdFull);
  if (pending >= HOUSEHOLD_LIMITS.pendingInvitations) throw conflictOn('email', householdMessages.tooManyInvitations);
  const locked = lockedForSeconds(db, clock, [inviteKey(household.householdId)], INVITE_THROTTLE);
  if (locked > 0) throw throttled(locked, householdMessages.tooManyInvites, 'email');
  recordThrottleEvent(db, clock, [inviteKey(household.householdId)]);

  const code = newCode();
  const expiresAt = invitationExpiry(nowIso);
  db.prepare(
    `INSERT INTO household_invitations (household_id, email, code_hash, invited_by_user_id, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(household.householdId, email, codeHash(code), inviter.id, nowIso, expiresAt);
  const link = `${linkBase}/family?invitation=${encodeURIComponent(code)}`;
  queueEmail(db, clock, {
    userId: null,
    kind: 'household_invitation',
    to: email,
    subject: `${inviter.name} has invited you to their ${OPERATOR_NAME} household`,
    bodyText: [
      'Hello,',
      '',
      `${inviter.name} has invited you to join their household at ${OPERATOR_NAME}. In a household you can book`,
      "sessions for each other, and pay with the household's account credit.",
      '',
      `To accept, log in to your own account (or create one) and enter this code on the Family page: ${code}`,
      `Or open this link: ${link}`,
      'The code works once, for 7 days.',
      '',
      `If you do not know ${inviter.name}, ignore this email: nothing changes unless you enter the code.`,
    ].join('\n'),
    link,
  });
}

/** A refusal with its message next to the field it is about. */
export const refusedOn = (status: 403 | 404 | 409 | 422, field: string, message: string) =>
  new ApiError(status, message, { [field]: [message] });
const conflictOn = (field: string, message: string) => refusedOn(409, field, message);

const pendingCount = (db: Database, householdId: number, nowIso: string) =>
  (
    db
      .prepare(
        "SELECT COUNT(*) AS n FROM household_invitations WHERE household_id = ? AND status = 'pending' AND expires_at > ?",
      )
      .get(householdId, nowIso) as { n: number }
  ).n;

interface InvitationRow {
  id: number;
  household_id: number;
  expires_at: string;
}

/**
 * The live invitation a code opens, counted against the caller's wrong-code allowance when there is none. A wrong
 * code is a 422 under `code`; too many wrong codes a 429.
 */
function openInvitation(db: Database, clock: Clock, userId: number, code: string): InvitationRow {
  const locked = lockedForSeconds(db, clock, [codeKey(userId)], CODE_THROTTLE);
  if (locked > 0) throw throttled(locked, householdMessages.tooManyCodes, 'code');
  const row = db
    .prepare(
      `SELECT id, household_id, expires_at FROM household_invitations
       WHERE code_hash = ? AND status = 'pending' AND expires_at > ?`,
    )
    .get(codeHash(code), clock.now().toISOString()) as InvitationRow | undefined;
  if (!row) {
    recordThrottleEvent(db, clock, [codeKey(userId)]);
    throw invalidField('code', householdMessages.codeNotValid);
  }
  return row;
}

/**
 * Who sent the invitation a code opens, for the caller to see before answering it (docs/decisions/0422): the payer's
 * name, how many people are in the household and until when the code works; nothing is accepted. A wrong code is
 * refused and counted exactly as accept refuses and counts it, so previews guess no faster.
 */
export function previewInvitation(
  db: Database,
  clock: Clock,
  userId: number,
  code: string,
): HouseholdInvitationPreview {
  const invitation = openInvitation(db, clock, userId, code);
  if (householdLinkOf(db, userId)?.householdId === invitation.household_id)
    throw invalidField('code', householdMessages.ownInvitation);
  const payer = db
    .prepare('SELECT u.first_name, u.last_name FROM households h JOIN users u ON u.id = h.payer_user_id WHERE h.id = ?')
    .get(invitation.household_id) as { first_name: string; last_name: string };
  return {
    invitedBy: { firstName: payer.first_name, lastName: payer.last_name },
    householdMembers: householdPeople(db, invitation.household_id).length,
    expiresAt: invitation.expires_at,
  };
}

/**
 * The caller joins the inviting household as an adult. Knowing or sharing the invited email is not needed. The code
 * is checked (and a wrong one counted) before the writes, which commit together.
 */
export function acceptInvitation(db: Database, clock: Clock, userId: number, code: string): void {
  const invitation = openInvitation(db, clock, userId, code);
  const nowIso = clock.now().toISOString();
  const current: HouseholdLink | undefined = householdLinkOf(db, userId);
  if (current?.householdId === invitation.household_id) throw invalidField('code', householdMessages.ownInvitation);
  if (current) throw conflictOn('code', householdMessages.alreadyInHousehold);
  atomically(db, () => {
    if (householdPeople(db, invitation.household_id).length >= HOUSEHOLD_LIMITS.members)
      throw conflictOn('code', householdMessages.householdFull);
    addMember(db, invitation.household_id, userId, 'adult', nowIso);
    db.prepare(
      "UPDATE household_invitations SET status = 'accepted', ended_at = ?, accepted_by_user_id = ? WHERE id = ?",
    ).run(nowIso, userId, invitation.id);
  });
}

/** Turns an invitation down: its code stops working. */
export function declineInvitation(db: Database, clock: Clock, userId: number, code: string): void {
  const invitation = openInvitation(db, clock, userId, code);
  atomically(db, () =>
    db
      .prepare("UPDATE household_invitations SET status = 'declined', ended_at = ? WHERE id = ?")
      .run(clock.now().toISOString(), invitation.id),
  );
}

/** The payer withdraws a pending invitation of their household. */
export function cancelInvitation(db: Database, clock: Clock, payer: HouseholdLink, invitationId: number): void {
  const nowIso = clock.now().toISOString();
  const { changes } = db
    .prepare(
      `UPDATE household_invitations SET status = 'cancelled', ended_at = ?
       WHERE id = ? AND household_id = ? AND status = 'pending' AND expires_at > ?`,
    )
    .run(nowIso, invitationId, payer.householdId, nowIso);
  if (Number(changes) === 0) throw refusedOn(404, 'id', householdMessages.invitationNotFound);
}
