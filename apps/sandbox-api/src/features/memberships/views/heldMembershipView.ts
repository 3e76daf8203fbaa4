import type { HeldMembership } from '@leisure/api-contract';
import type { Database } from '../../../db/database.ts';
import type { HeldMembershipRecord } from '../held/heldMembershipRepository.ts';
import { findHeldMembership, holdsLaterMembershipOfType } from '../held/heldMembershipRepository.ts';
import { changeWindow, membershipStatus, nextPaymentDate, renewalOpen } from '../held/membershipLifecycle.ts';
import { findMembershipType } from '../repository/membershipTypeRepository.ts';
import { findPaymentOption } from '../repository/paymentOptionRepository.ts';
import { toMoney } from '../../../kernel/money.ts';
import { findVenueById, venueRef } from '../../site/index.ts';
import { membershipChangesView } from '../changes/membershipFacts.ts';

/** The user's membership read again after a change to it, as the account pages show it. */
export function changedMembershipView(
  db: Database,
  userId: number,
  membershipId: number,
  today: string,
): HeldMembership {
  return heldMembershipView(db, findHeldMembership(db, userId, membershipId)!, today);
}

/** A held membership for the account pages, with what the member can do with it today. */
export function heldMembershipView(db: Database, membership: HeldMembershipRecord, today: string): HeldMembership {
  const type = findMembershipType(db, membership.membershipTypeId)!;
  const option = findPaymentOption(db, membership.paymentOptionId)!;
  const venue = venueRef(findVenueById(db, membership.homeVenueId)!);
  const status = membershipStatus(membership, today);
  return {
    id: membership.id,
    membershipTypeId: type.id,
    name: type.name,
    icon: type.icon,
    homeVenue: venue,
    paymentOption: { id: option.id, name: option.name, paymentType: option.paymentType },
    price: toMoney(membership.price),
    status,
    startDate: membership.startDate,
    endDate: membership.endDate,
    billingDay: membership.billingDay,
    nextPaymentDate: nextPaymentDate(membership, option.paymentType, today),
    documentUploadRequired: membership.documentUploadRequired,
    canChange: type.isActive && changeWindow(membership, option.paymentType, today) !== null,
    canRenew: canRenew(db, membership, today),
    ...membershipChangesView(db, membership, today),
  };
}

export function canRenew(db: Database, membership: HeldMembershipRecord, today: string): boolean {
  const type = findMembershipType(db, membership.membershipTypeId);
  const option = findPaymentOption(db, membership.paymentOptionId);
  if (!type?.isActive || !option?.isActive) return false;
  return (
    renewalOpen(membership, option.paymentType, today) &&
    !holdsLaterMembershipOfType(db, membership.userId, type.id, membership.endDate ?? today)
  );
}
