import type { ChangeCosts } from '@leisure/api-contract';
import { ukToday, type Clock } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import type { AuthUser } from '../../../http/context.ts';
import { conflict, invalid, notFound } from '../../../http/apiError.ts';
import { findHeldMembership, type HeldMembershipRecord } from './heldMembershipRepository.ts';
import { changeWindow, nextPaymentDate } from './membershipLifecycle.ts';
import { findMembershipType, isSoldAt, type MembershipTypeRecord } from '../repository/membershipTypeRepository.ts';
import { findPaymentOption, type PaymentOptionRecord } from '../repository/paymentOptionRepository.ts';
import { loadBuyer } from '../repository/buyerRepository.ts';
import type { Buyer } from '../pricing/purchasability.ts';
import type { SelectedPrice } from '../pricing/priceSelection.ts';
import type { DateWindow } from '../pricing/startDateRules.ts';
import { buyerPrice, costsView } from '../pricing/costQuote.ts';
import { changeBreakdown, differenceText } from '../pricing/changeCosts.ts';
import { toMoney } from '../../../kernel/money.ts';

/** A membership being changed, with who is changing it and when the change may start. */
export interface ChangeSubject {
  membership: HeldMembershipRecord;
  currentOption: PaymentOptionRecord;
  window: DateWindow;
  nextPaymentDate: string;
  buyer: Buyer;
  today: string;
}

/** The user's own changeable membership: 404 when not theirs, 409 when it cannot be changed. */
export function loadChangeSubject(db: Database, clock: Clock, user: AuthUser, membershipId: number): ChangeSubject {
  const membership = findHeldMembership(db, user.id, membershipId);
  if (!membership) throw notFound('No such membership.');
  const currentOption = findPaymentOption(db, membership.paymentOptionId)!;
  const today = ukToday(clock);
  const window = changeWindow(membership, currentOption.paymentType, today);
  if (!window) throw conflict('This membership cannot be changed online: only current monthly memberships can.');
  return {
    membership,
    currentOption,
    window,
    nextPaymentDate: nextPaymentDate(membership, currentOption.paymentType, today)!,
    buyer: loadBuyer(db, clock, user, membership.id),
    today,
  };
}

/** Why an option cannot replace the current one, or null when it can (eligibility is checked separately). */
export function changeTargetProblem(
  db: Database,
  subject: ChangeSubject,
  type: MembershipTypeRecord,
  option: PaymentOptionRecord,
  homeVenueId: number,
): string | null {
  if (option.paymentType !== 'recurring') return 'A membership can only be changed to another monthly membership.';
  if (option.id === subject.currentOption.id) return 'This is the membership you already have.';
  if (!isSoldAt(db, type, homeVenueId)) return `${type.name} is not sold at your home centre.`;
  return null;
}

/** An active option of an active type, or 404. */
export function findChangeTarget(
  db: Database,
  optionId: number,
): { type: MembershipTypeRecord; option: PaymentOptionRecord } {
  const option = findPaymentOption(db, optionId);
  const type = option ? findMembershipType(db, option.membershipTypeId) : undefined;
  if (!option || !option.isActive || !type || !type.isActive) throw notFound('No such membership payment option.');
  return { type, option };
}

/** The costs of changing to an option from a date inside the change window, at the buyer's price. */
export function quoteChange(
  subject: ChangeSubject,
  target: { type: MembershipTypeRecord; option: PaymentOptionRecord },
  homeVenueId: number,
  price: SelectedPrice,
  startsAt: string,
): ChangeCosts {
  const breakdown = changeBreakdown({
    oldMonthlyFee: subject.membership.price,
    oldMonthInHand: subject.currentOption.monthInHand,
    newMonthlyFee: price.baseFee,
    newMonthInHand: target.option.monthInHand,
    startsAt,
    nextPaymentDate: subject.nextPaymentDate,
  });
  const costs = costsView(
    {
      type: target.type,
      option: target.option,
      venueId: homeVenueId,
      startDate: startsAt,
      billingDay: subject.membership.billingDay,
      promotion: null,
    },
    breakdown,
  );
  return {
    ...costs,
    differenceToOldMembership: differenceText(subject.membership.price, price.baseFee),
    newMembershipPrice: toMoney(price.baseFee),
    totalDueNow: {
      ...toMoney(breakdown.totalToPayNow),
      composition: { monthInHand: toMoney(breakdown.monthInHandFee), fees: toMoney(breakdown.proRataFee) },
    },
    startsAt: subject.window,
  };
}

/** The buyer's price for a change target, or 422 incalculablePrice. */
export function changePrice(subject: ChangeSubject, option: PaymentOptionRecord, homeVenueId: number): SelectedPrice {
  const price = buyerPrice(option, homeVenueId, subject.buyer);
  if (!price) throw invalid({ incalculablePrice: ['Could not calculate price.'] }, 'Could not calculate price.');
  return price;
}
