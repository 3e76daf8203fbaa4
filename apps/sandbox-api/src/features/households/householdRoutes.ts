import { contract } from '@leisure/api-contract';
import { implement, implementAsync } from '../../http/implement.ts';
import { atomically, type Database } from '../../db/database.ts';
import { ukToday } from '../../clock.ts';
import type { AuthUser } from '../../http/context.ts';
import { findUserById, nextCustomerReference, resetLinkBase } from '../auth/index.ts';
import { householdLinkOf, householdPeople, type HouseholdLink } from './householdLinks.ts';
import { HOUSEHOLD_LIMITS, childBirthDateProblem, householdMessages } from './householdRules.ts';
import { addMember, dissolveIfAlone, endMembership, ensureHousehold, hasHistory } from './householdStore.ts';
import {
  acceptInvitation,
  cancelInvitation,
  declineInvitation,
  inviteAdult,
  previewInvitation,
  refusedOn,
} from './invitations.ts';
import { myHousehold } from './householdView.ts';

/** Households are for customers: a front-of-house account has none (403). */
function customerOf(db: Database, user: AuthUser) {
  const row = findUserById(db, user.id);
  if (!row || row.role !== 'customer')
    throw refusedOn(403, 'household', 'Front-of-house accounts do not have a household.');
  return row;
}

/** The caller's household when they are its payer; 403 for an adult or child member (decision 0313). */
function asPayer(db: Database, userId: number, field: string): HouseholdLink {
  const link = householdLinkOf(db, userId);
  if (!link) throw refusedOn(404, field, householdMessages.notInHousehold);
  if (link.role !== 'payer') throw refusedOn(403, field, householdMessages.onlyPayerManages);
  return link;
}

export const householdRoutes = [
  implement(contract.households.getMyHousehold, ({ db, clock, user }) =>
    myHousehold(db, user!.id, clock.now().toISOString()),
  ),

  implement(contract.households.addHouseholdChild, ({ db, clock, user, body }) => {
    const payer = customerOf(db, user!);
    const current = householdLinkOf(db, payer.id);
    if (current && current.role !== 'payer') throw refusedOn(403, 'firstName', householdMessages.onlyPayerManages);
    const problem = childBirthDateProblem(body.dateOfBirth, ukToday(clock));
    if (problem) throw refusedOn(422, 'dateOfBirth', problem);
    const nowIso = clock.now().toISOString();
    atomically(db, () => {
      const household = ensureHousehold(db, payer.id, nowIso);
      if (householdPeople(db, household.householdId).length >= HOUSEHOLD_LIMITS.members)
        throw refusedOn(409, 'firstName', householdMessages.householdFull);
      // A dependant: a customer ID (for the membership card and the desk) but no log-in (cannot_log_in, no hash).
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO users (reference, email, password_hash, can_log_in, first_name, last_name, date_of_birth,
             home_venue_id, created_at)
           VALUES (?, ?, '!', 0, ?, ?, ?, ?, ?)`,
        )
        .run(
          nextCustomerReference(db),
          payer.email,
          body.firstName,
          body.lastName,
          body.dateOfBirth,
          payer.home_venue_id,
          nowIso,
        );
      addMember(db, household.householdId, Number(lastInsertRowid), 'child', nowIso);
    });
    return myHousehold(db, payer.id, nowIso);
  }),

  implement(contract.households.inviteHouseholdAdult, ({ db, clock, settings, headers, user, body }) => {
    const payer = customerOf(db, user!);
    const linkBase = resetLinkBase(headers.get('origin'), settings.publicOrigin);
    atomically(db, () =>
      inviteAdult(
        db,
        clock,
        { id: payer.id, email: payer.email, name: `${payer.first_name} ${payer.last_name}` },
        body.email,
        linkBase,
      ),
    );
    return myHousehold(db, payer.id, clock.now().toISOString());
  }),

  // Outside the router's transaction (implementAsync, nothing awaited): a wrong code must stay counted against the
  // caller's allowance when the answer is a refusal (docs/decisions/0015); the joining itself commits at once.
  // Mounted as accept is, for the same reason: a wrong code counts against the same allowance (docs/decisions/0422).
  implementAsync(contract.households.previewHouseholdInvitation, ({ db, clock, user, body }) =>
    previewInvitation(db, clock, customerOf(db, user!).id, body.code),
  ),

  implementAsync(contract.households.acceptHouseholdInvitation, ({ db, clock, user, body }) => {
    const adult = customerOf(db, user!);
    acceptInvitation(db, clock, adult.id, body.code);
    return myHousehold(db, adult.id, clock.now().toISOString());
  }),

  implementAsync(contract.households.declineHouseholdInvitation, ({ db, clock, user, body }) => {
    declineInvitation(db, clock, user!.id, body.code);
    return myHousehold(db, user!.id, clock.now().toISOString());
  }),

  implement(contract.households.cancelHouseholdInvitation, ({ db, clock, user, params }) => {
    cancelInvitation(db, clock, asPayer(db, user!.id, 'id'), params.id);
    return myHousehold(db, user!.id, clock.now().toISOString());
  }),

  implement(contract.households.leaveHousehold, ({ db, clock, user }) => {
    const nowIso = clock.now().toISOString();
    const link = householdLinkOf(db, user!.id);
    if (!link) throw refusedOn(409, 'household', householdMessages.notInHousehold);
    if (link.role === 'child') throw refusedOn(409, 'household', householdMessages.childCannotLeave);
    atomically(db, () => {
      if (link.role === 'payer') {
        if (!dissolveIfAlone(db, link, nowIso)) throw refusedOn(409, 'household', householdMessages.payerCannotLeave);
      } else endMembership(db, user!.id, nowIso);
    });
    return myHousehold(db, user!.id, nowIso);
  }),

  implement(contract.households.removeHouseholdMember, ({ db, clock, user, params }) => {
    const nowIso = clock.now().toISOString();
    const payer = asPayer(db, user!.id, 'id');
    if (params.id === payer.payerId) throw refusedOn(422, 'id', householdMessages.removeYourself);
    const member = householdPeople(db, payer.householdId).find((person) => person.userId === params.id);
    if (!member) throw refusedOn(404, 'id', householdMessages.notAMember);
    atomically(db, () => {
      endMembership(db, member.userId, nowIso);
      // A dependant with nothing to keep goes; one with bookings (or any other history) stays, out of the household.
      const dependant = findUserById(db, member.userId);
      if (member.role === 'child' && dependant && !dependant.can_log_in && !hasHistory(db, member.userId))
        db.prepare('DELETE FROM users WHERE id = ?').run(member.userId);
    });
    return myHousehold(db, user!.id, nowIso);
  }),
];
