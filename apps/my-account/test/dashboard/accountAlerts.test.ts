import { describe, expect, it } from 'vitest';
import type { HeldMembership, MembershipDocument } from '@leisure/api-contract/browser';
import { accountAlerts, expiryWording } from '../../src/features/dashboard/rules/accountAlerts.ts';
import {
  activeMemberships,
  membershipChangeWording,
  nextPaymentWording,
} from '../../src/features/dashboard/rules/dashboardRules.ts';

const allWell = { hasOutstandingPenalties: false, documentExpiry: null, membershipDocumentUploadRequired: false };

function membership(overrides: Partial<HeldMembership> = {}): HeldMembership {
  return {
    id: 7,
    membershipTypeId: 3,
    name: 'Student Gym',
    icon: 'graduation-cap',
    homeVenue: { id: 1, slug: 'bristol-central', name: 'Bristol Central' },
    paymentOption: { id: 4, name: 'Monthly', paymentType: 'recurring' },
    price: { amount: 2500, formatted: '£25.00' },
    status: 'active',
    startDate: '2026-11-04',
    endDate: null,
    billingDay: 1,
    nextPaymentDate: '2026-12-01',
    documentUploadRequired: false,
    canChange: true,
    canRenew: false,
    nextPaymentAmount: { amount: 2500, formatted: '£25.00' },
    freeze: null,
    notice: null,
    canFreeze: true,
    canCancel: true,
    ...overrides,
  };
}

function document(overrides: Partial<MembershipDocument> = {}): MembershipDocument {
  return {
    membershipId: 7,
    membershipName: 'Student Gym',
    eligibility: 'Student',
    status: 'awaiting-upload',
    file: null,
    rejectionReason: null,
    expiresOn: null,
    daysToExpiry: null,
    canUpload: true,
    ...overrides,
  };
}

const expiringIn12 = { ...allWell, documentExpiry: { documentExpiringSoon: true, daysToExpiry: 12 } };

describe('accountAlerts: what the dashboard asks the customer to act on', () => {
  it.each([
    { case: 'nothing to do', user: allWell, memberships: [membership()], expected: [] },
    {
      case: 'outstanding penalties',
      user: { ...allWell, hasOutstandingPenalties: true },
      memberships: [],
      expected: [{ kind: 'penalties' }],
    },
    {
      case: 'a document expiring in 12 days',
      user: { ...allWell, documentExpiry: { documentExpiringSoon: true, daysToExpiry: 12 } },
      memberships: [],
      expected: [{ kind: 'documentExpiring', daysToExpiry: 12, membershipId: null }],
    },
    {
      case: 'an expired document (soon includes already expired)',
      user: { ...allWell, documentExpiry: { documentExpiringSoon: true, daysToExpiry: -2 } },
      memberships: [],
      expected: [{ kind: 'documentExpiring', daysToExpiry: -2, membershipId: null }],
    },
    {
      case: 'a document on file that is not expiring soon',
      user: { ...allWell, documentExpiry: { documentExpiringSoon: false, daysToExpiry: 200 } },
      memberships: [],
      expected: [],
    },
    {
      case: 'one alert per membership awaiting its upload, ended ones left out',
      user: { ...allWell, membershipDocumentUploadRequired: true },
      memberships: [
        membership({ id: 7, name: 'Student Gym', documentUploadRequired: true }),
        membership({ id: 8, name: 'Swim Only', documentUploadRequired: false }),
        membership({ id: 9, name: 'Concession', documentUploadRequired: true, status: 'pending' }),
        membership({ id: 10, name: 'Old Student', documentUploadRequired: true, status: 'ended' }),
      ],
      expected: [
        { kind: 'uploadRequired', membership: { id: 7, name: 'Student Gym' }, rejectionReason: null },
        { kind: 'uploadRequired', membership: { id: 9, name: 'Concession' }, rejectionReason: null },
      ],
    },
    {
      case: "memberships not known: the user's flag gives one alert leading to the memberships page",
      user: { ...allWell, membershipDocumentUploadRequired: true },
      memberships: undefined,
      expected: [{ kind: 'uploadRequired', membership: null, rejectionReason: null }],
    },
    {
      case: 'all three, penalties first',
      user: {
        hasOutstandingPenalties: true,
        documentExpiry: { documentExpiringSoon: true, daysToExpiry: 12 },
        membershipDocumentUploadRequired: true,
      },
      memberships: [membership({ documentUploadRequired: true })],
      expected: [
        { kind: 'penalties' },
        { kind: 'documentExpiring', daysToExpiry: 12, membershipId: null },
        { kind: 'uploadRequired', membership: { id: 7, name: 'Student Gym' }, rejectionReason: null },
      ],
    },
  ])('$case', ({ user, memberships, expected }) => {
    expect(accountAlerts(user, memberships)).toEqual(expected);
  });

  it.each([
    {
      case: "the expiring document's membership, found by its days left, takes the new upload",
      user: expiringIn12,
      documents: [
        document({ membershipId: 7, status: 'awaiting-upload' }),
        document({ membershipId: 12, status: 'accepted', daysToExpiry: 12, expiresOn: '2026-12-06' }),
      ],
      expected: { kind: 'documentExpiring', daysToExpiry: 12, membershipId: 12 },
    },
    {
      case: 'no document matching: the alert leads to the memberships page',
      user: expiringIn12,
      documents: [document({ membershipId: 12, status: 'accepted', daysToExpiry: 40 })],
      expected: { kind: 'documentExpiring', daysToExpiry: 12, membershipId: null },
    },
    {
      case: 'a rejected document: the upload alert says why',
      user: { ...allWell, membershipDocumentUploadRequired: true },
      documents: [document({ status: 'rejected', rejectionReason: 'The photo is unreadable.' })],
      expected: {
        kind: 'uploadRequired',
        membership: { id: 7, name: 'Student Gym' },
        rejectionReason: 'The photo is unreadable.',
      },
    },
  ])('with the documents: $case', ({ user, documents, expected }) => {
    const memberships = [membership({ documentUploadRequired: user.membershipDocumentUploadRequired })];
    expect(accountAlerts(user, memberships, documents)).toEqual([expected]);
  });

  it.each([
    [12, 'expires in 12 days'],
    [2, 'expires in 2 days'],
    [1, 'expires tomorrow'],
    [0, 'expires today'],
    [-1, 'expired yesterday'],
    [-5, 'expired 5 days ago'],
  ])('%i days to expiry reads "%s"', (days, wording) => {
    expect(expiryWording(days)).toBe(wording);
  });
});

describe('the dashboard memberships summary', () => {
  it('lists active memberships only', () => {
    const list = [
      membership({ id: 1, status: 'active' }),
      membership({ id: 2, status: 'pending' }),
      membership({ id: 3, status: 'ended' }),
    ];
    expect(activeMemberships(list).map(({ id }) => id)).toEqual([1]);
  });

  it.each([
    {
      case: 'a monthly membership: price and date of the next payment',
      membership: { nextPaymentDate: '2026-12-01', endDate: null },
      expected: { label: 'Next payment', value: '£25.00 on 1 December 2026' },
    },
    {
      case: 'a single payment with nothing more to pay: when it ends',
      membership: { nextPaymentDate: null, endDate: '2027-06-30' },
      expected: { label: 'Ends', value: '30 June 2027' },
    },
    {
      case: 'frozen: the reduced amount of the next collection',
      membership: { nextPaymentDate: '2026-12-01', nextPaymentAmount: { amount: 500, formatted: '£5.00' } },
      expected: { label: 'Next payment', value: '£5.00 on 1 December 2026' },
    },
    {
      case: 'notice given, nothing more to pay: the end the notice set',
      membership: { nextPaymentDate: null, nextPaymentAmount: null, endDate: null, notice: notice('2027-01-31') },
      expected: { label: 'Ends', value: '31 January 2027' },
    },
    { case: 'neither', membership: { nextPaymentDate: null, endDate: null }, expected: null },
  ])('$case', ({ membership: overrides, expected }) => {
    expect(nextPaymentWording(membership(overrides))).toEqual(expected);
  });

  it.each([
    { case: 'nothing under way', change: {}, expected: null },
    {
      case: 'a freeze under way',
      change: { freeze: freeze('current') },
      expected: 'Frozen until 14 January 2027',
    },
    {
      case: 'a freeze to come',
      change: { freeze: freeze('scheduled') },
      expected: 'Frozen from 15 December 2026 to 14 January 2027',
    },
    { case: 'notice given', change: { notice: notice('2027-01-31') }, expected: 'Cancelled: ends on 31 January 2027' },
  ])('$case', ({ change, expected }) => {
    expect(membershipChangeWording(membership(change))).toBe(expected);
  });
});

function freeze(status: 'scheduled' | 'current'): NonNullable<HeldMembership['freeze']> {
  return {
    startDate: '2026-12-15',
    endDate: '2027-01-14',
    reason: 'travel',
    monthlyFee: { amount: 500, formatted: '£5.00' },
    status,
  };
}

function notice(endDate: string): NonNullable<HeldMembership['notice']> {
  return {
    givenOn: '2026-11-24',
    endDate,
    lastPaymentDate: null,
    lastPaymentAmount: null,
    coolingOff: false,
    refund: null,
    canWithdraw: true,
  };
}
