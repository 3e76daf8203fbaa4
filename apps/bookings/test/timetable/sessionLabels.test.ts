import { describe, expect, it } from 'vitest';
import { itReturnsEach } from '@leisure/test-support';
import type { SessionSummary, YourPrice } from '@leisure/api-contract';
import { pricingOptionToAdd } from '../../src/features/timetable/rules/choosePrice.ts';
import {
  activityPriceLabel,
  bookingOpensLabel,
  dayTabLabel,
  durationLabel,
  opensLater,
  ordinal,
  priceLabel,
  priceParts,
  spacesLabel,
  timeRange,
  waitingListLabel,
} from '../../src/features/timetable/rules/sessionLabels.ts';

const money = (amount: number) => ({ amount, formatted: `£${(amount / 100).toFixed(2)}` });
const yourPrice = (kind: YourPrice['kind'], label: string, pricingOptionId = 5): YourPrice => ({
  kind,
  label,
  amount: money(kind === 'included' || kind === 'package' ? 0 : 520),
  pricingOptionId,
  pricingOptionName: 'Adult',
  entitlement: null,
});

const named = (name: string, pence: number) => ({ name, price: money(pence) });

/** A session with the customer's own price, open to all at the given prices. */
const yourPriceAmong = (price: YourPrice, prices: SessionSummary['prices']) => ({
  yourPrice: price,
  prices,
  membersOnly: false,
});

describe('session labels', () => {
  itReturnsEach('day tab %s (index %i) reads "%s"', dayTabLabel, [
    ['2026-11-24', 0, 'Today'],
    ['2026-11-25', 1, 'Tomorrow'],
    ['2026-11-26', 2, 'Thu 26 Nov'],
    ['2026-12-07', 13, 'Mon 7 Dec'],
  ]);

  itReturnsEach('%i minutes read "%s"', durationLabel, [
    [30, '30 min'],
    [45, '45 min'],
    [60, '1 hr'],
    [90, '1 hr 30 min'],
    [120, '2 hr'],
  ]);

  it('gives the time range as "07:00 to 07:45"', () => {
    expect(timeRange({ startTime: '07:00', endTime: '07:45' })).toBe('07:00 to 07:45');
  });

  itReturnsEach('places: %o reads "%s"', spacesLabel, [
    [{ availability: 'available', spacesLeft: 12 }, '12 spaces left'],
    [{ availability: 'limited', spacesLeft: 3 }, '3 spaces left'],
    [{ availability: 'limited', spacesLeft: 1 }, '1 space left'],
    [{ availability: 'full', spacesLeft: 0 }, 'Full'],
    [{ availability: 'cancelled', spacesLeft: 10 }, 'Cancelled'],
    [{ availability: 'started', spacesLeft: 4 }, 'Started'],
  ]);

  // docs/decisions/0027: a visitor sees each price with its name, never a "From" that is the junior price.
  const adultAndJunior = [named('Adult', 520), named('Junior', 290)];
  it.each<[string, Pick<SessionSummary, 'yourPrice' | 'prices' | 'membersOnly'>, string[]]>([
    [
      'a visitor, adult and junior prices',
      { yourPrice: null, prices: adultAndJunior, membersOnly: false },
      ['Adult £5.20', 'Junior £2.90'],
    ],
    ['a visitor, a single price', { yourPrice: null, prices: [named('Adult', 550)], membersOnly: false }, ['£5.50']],
    ['a visitor, members only', { yourPrice: null, prices: [], membersOnly: true }, ['Members only']],
    [
      'a member, included',
      yourPriceAmong(yourPrice('included', 'Included in your membership'), adultAndJunior),
      ['Included in your membership'],
    ],
    [
      'a pass holder',
      yourPriceAmong(yourPrice('package', 'Uses 1 of your 10 Swim Pass'), adultAndJunior),
      ['Uses 1 of your 10 Swim Pass'],
    ],
    [
      'a member at the member rate',
      yourPriceAmong(yourPrice('member', 'Member price £3.00'), adultAndJunior),
      ['Member price £3.00'],
    ],
    ['a customer at the casual price', yourPriceAmong(yourPrice('casual', '£5.20'), adultAndJunior), ['£5.20']],
  ])('price for %s', (_who, session, parts) => {
    expect(priceParts(session)).toEqual(parts);
    expect(priceLabel(session)).toBe(parts.join(' · '));
  });

  itReturnsEach('booking opening %s reads "%s" (UK time as written)', bookingOpensLabel, [
    ['2026-11-25T07:00:00+00:00', 'Booking opens Wed 25 Nov at 07:00'],
    ['2026-03-30T06:15:00+01:00', 'Booking opens Mon 30 Mar at 06:15'],
  ]);

  itReturnsEach('%o opens later: %s', opensLater, [
    [{ bookable: false, availability: 'available' }, true],
    [{ bookable: false, availability: 'limited' }, true],
    [{ bookable: true, availability: 'available' }, false],
    [{ bookable: false, availability: 'full' }, false],
  ]);
});

describe('the price an Add to basket uses', () => {
  const options = [
    { id: 1, price: money(520), membersOnly: false },
    { id: 2, price: money(290), membersOnly: false },
    { id: 3, price: money(0), membersOnly: true },
  ];
  it.each<[string, YourPrice | null, boolean, typeof options | undefined, number | undefined]>([
    ["the logged-in person's own price", yourPrice('included', 'Included', 3), true, options, 3],
    ['nothing when no price is open to them', null, true, options, undefined],
    ["a visitor's: the cheapest non-member price", null, false, options, 2],
    ['nothing for a visitor on a members-only session', null, false, [options[2]!], undefined],
  ])('%s', (_name, price, loggedIn, choices, expected) => {
    expect(pricingOptionToAdd({ yourPrice: price }, loggedIn, choices)).toBe(expected);
  });
});

describe('waiting list labels', () => {
  itReturnsEach('%i is "%s"', ordinal, [
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [102, '102nd'],
  ]);

  itReturnsEach('%o reads %s', waitingListLabel, [
    [{ peopleWaiting: 0, yourPosition: null, yourStatus: null }, null],
    [{ peopleWaiting: 1, yourPosition: null, yourStatus: null }, '1 person waiting'],
    [{ peopleWaiting: 4, yourPosition: null, yourStatus: null }, '4 people waiting'],
    [{ peopleWaiting: 4, yourPosition: 2, yourStatus: 'waiting' }, 'You are 2nd in line'],
    [{ peopleWaiting: 3, yourPosition: null, yourStatus: 'offered' }, '3 people waiting'],
  ]);
});

describe("an activity's prices (docs/decisions/0027)", () => {
  const option = (name: string, pence: number, membersOnly = false) => ({ name, price: money(pence), membersOnly });
  it.each([
    [
      'each open price by name',
      [option('Adult', 520), option('Junior', 290), option('Member', 0, true)],
      'Adult £5.20 · Junior £2.90',
    ],
    ['a single price alone', [option('Adult', 650)], '£6.50'],
    ['members only', [option('Member', 0, true)], 'Members only'],
  ])('%s', (_name, pricingOptions, label) => {
    expect(activityPriceLabel({ pricingOptions: pricingOptions as never })).toBe(label);
  });
});
