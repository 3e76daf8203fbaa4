import { describe, expect, it } from 'vitest';
import type { Booking } from '@leisure/api-contract/browser';
import { coverWording } from '../../src/features/bookings/rules/bookingWording.ts';
import { cancellationOutcome, cancelledToast } from '../../src/features/bookings/rules/cancellationOutcome.ts';
import { feedUrls } from '../../src/features/bookings/rules/feedUrl.ts';

const money = (amount: number) => ({ amount, formatted: `£${(amount / 100).toFixed(2)}` });

const booking = (coveredBy: Booking['coveredBy'], coveredByName: string | null = null, paid = 0) => ({
  coveredBy,
  coveredByName,
  pricePaid: money(paid),
  attendee: { id: 1, name: 'Ellie Hughes' },
  bookedBy: { id: 2, name: 'Chris Hughes' },
});

describe('what covered a booking', () => {
  it.each([
    { cover: booking('payment', null, 750), says: 'Paid £7.50' },
    { cover: { ...booking('payment', null, 750), paidWith: ['card' as const] }, says: 'Paid £7.50 by card' },
    {
      cover: { ...booking('payment', null, 750), paidWith: ['credit' as const] },
      says: 'Paid £7.50 with account credit',
    },
    {
      cover: { ...booking('payment', null, 750), paidWith: ['card' as const, 'credit' as const] },
      says: 'Paid £7.50 by card and account credit',
    },
    {
      cover: { ...booking('payment', null, 750), paidWith: ['membership-credit' as const] },
      says: 'Paid £7.50 with membership credit',
    },
    { cover: booking('membership'), says: 'Included in your membership' },
    {
      cover: booking('membership-benefit', 'Premium Plus racquet sports'),
      says: 'Membership benefit: Premium Plus racquet sports',
    },
    { cover: booking('package', '10 Swim Pass'), says: 'Package: 10 Swim Pass' },
    { cover: booking('package'), says: 'Package use' },
    { cover: booking('free'), says: 'Free' },
  ])('$says', ({ cover, says }) => {
    expect(coverWording(cover)).toBe(says);
  });
});

describe('the outcome of a cancellation, said first', () => {
  it.each([
    {
      cover: booking('payment', null, 750),
      viewer: 2,
      first: '£7.50 goes back to your account credit (not to your card), to spend on your next booking.',
    },
    {
      cover: booking('payment', null, 750),
      viewer: 1,
      first: "£7.50 goes back to Chris Hughes's account credit (not to the card), who booked it.",
    },
    {
      cover: booking('membership-benefit', 'Premium Plus racquet sports'),
      viewer: 1,
      first: 'The session goes back to your membership benefit, Premium Plus racquet sports, to use again.',
    },
    {
      cover: booking('package', 'Junior Swim 5-Pass'),
      viewer: 2,
      first: "1 use goes back to Ellie Hughes's package, Junior Swim 5-Pass, to use again.",
    },
    {
      cover: booking('membership'),
      viewer: 1,
      first: 'It was included in the membership, so there is nothing to refund.',
    },
    { cover: booking('free'), viewer: 1, first: 'It was free, so there is nothing to refund.' },
  ])('$first', ({ cover, viewer, first }) => {
    expect(cancellationOutcome(cover, viewer)).toEqual([first, 'The place is released for someone else to book.']);
  });

  it.each([
    {
      refund: money(750),
      viewer: 2,
      toast: 'Booking cancelled: Spin, Tue 25 Nov 07:00. £7.50 added to your account credit.',
    },
    {
      refund: money(750),
      viewer: 1,
      toast: "Booking cancelled: Spin, Tue 25 Nov 07:00. £7.50 added to Chris Hughes's account credit.",
    },
    { refund: money(0), viewer: 2, toast: 'Booking cancelled: Spin, Tue 25 Nov 07:00.' },
  ])('toasts "$toast"', ({ refund, viewer, toast }) => {
    expect(cancelledToast('Spin, Tue 25 Nov 07:00', refund, { id: 2, name: 'Chris Hughes' }, viewer)).toBe(toast);
  });
});

describe('the feed addresses', () => {
  const path = `/calendar-feeds/${'a'.repeat(43)}.ics`;
  it.each([
    {
      base: '/api',
      page: 'https://my-account.leisure.example/bookings/upcoming',
      https: `https://my-account.leisure.example/api${path}`,
    },
    { base: 'http://127.0.0.1:4010/api/', page: 'http://localhost:5182/', https: `http://127.0.0.1:4010/api${path}` },
  ])('$base on $page', ({ base, page, https }) => {
    expect(feedUrls(path, base, page)).toEqual({ https, webcal: https.replace(/^https?:/, 'webcal:') });
  });
});
