import { describe, expect, it } from 'vitest';
import type { HeldMembership } from '@leisure/api-contract/browser';
import { accountAlerts, expiryWording } from '../../src/features/dashboard/rules/accountAlerts.ts';
import { activeMemberships, nextPaymentWording } from '../../src/features/dashboard/rules/dashboardRules.ts';

const allWell = { hasOutstandingPenalties: false, documentExpiry: null, membershipDocumentUploadRequired: false };

function membership(overrides: Partial<HeldMembership> = {}): HeldMembership {
  return {
    id: 7,
    membershipTypeId: 3,
    name: 'Student Gym',
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
    ...overrides,
  } as HeldMembership;
}

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
      expected: [{ kind: 'documentExpiring', daysToExpiry: 12 }],
    },
    {
      case: 'an expired document (soon includes already expired)',
      user: { ...allWell, documentExpiry: { documentExpiringSoon: true, daysToExpiry: -2 } },
      memberships: [],
      expected: [{ kind: 'documentExpiring', daysToExpiry: -2 }],
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
        { kind: 'uploadRequired', membership: expect.objectContaining({ id: 7, name: 'Student Gym' }) },
        { kind: 'uploadRequired', membership: expect.objectContaining({ id: 9, name: 'Concession' }) },
      ],
    },
    {
      case: "memberships not known: the user's flag gives one alert leading to the memberships page",
      user: { ...allWell, membershipDocumentUploadRequired: true },
      memberships: undefined,
      expected: [{ kind: 'uploadRequired', membership: null }],
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
        { kind: 'documentExpiring', daysToExpiry: 12 },
        { kind: 'uploadRequired', membership: expect.objectContaining({ id: 7 }) },
      ],
    },
  ])('$case', ({ user, memberships, expected }) => {
    expect(accountAlerts(user, memberships)).toEqual(expected);
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
    { case: 'neither', membership: { nextPaymentDate: null, endDate: null }, expected: null },
  ])('$case', ({ membership: dates, expected }) => {
    expect(nextPaymentWording(membership(dates))).toEqual(expected);
  });
});
