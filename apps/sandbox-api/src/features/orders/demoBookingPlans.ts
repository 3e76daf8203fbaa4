import type { DemoAccountKey } from '../../seed/demoAccounts.ts';

/** One place in a seeded order. Days are offsets from the clock's today; the nearest date with a session is used. */
export interface PlannedPlace {
  activity: string;
  option: string;
  dayOffset: number;
  /** Defaults to the customer placing the order. */
  attendee?: DemoAccountKey;
  /** The name of the attendee's benefit or package that covers it. */
  entitlement?: string;
  /** Cancelled by the customer two days ago, refunded to credit. */
  cancelled?: boolean;
}

/** A place: the activity, the price option's name and the day, then anything else `PlannedPlace` allows. */
const place = (
  activity: string,
  option: string,
  dayOffset: number,
  extras: Omit<PlannedPlace, 'activity' | 'option' | 'dayOffset'> = {},
): PlannedPlace => ({ activity, option, dayOffset, ...extras });

export interface DemoBookingPlan {
  fallbackVenue: string;
  /** Each inner list is one order. */
  orders: PlannedPlace[][];
}

/**
 * Booking histories of the demo customers: upcoming and past places, paid by card, by membership or by a
 * package (the 10 Swim Pass has 4 of its 10 uses taken, as the account's packages page shows).
 */
export const demoBookingPlans: Partial<Record<DemoAccountKey, DemoBookingPlan>> = {
  memberWithDirectDebit: {
    fallbackVenue: 'leeds-city',
    orders: [
      // Four swims on the 10 Swim Pass, one order each.
      ...[-12, -9, -6, -3].map((dayOffset) => [
        place('Lane Swimming', 'Adult', dayOffset, { entitlement: '10 Swim Pass' }),
      ]),
      [place('Yoga Flow', 'Member', -5)],
      [place('HIIT Circuits', 'Adult', 4, { cancelled: true })],
      [place('Spin', 'Member', 1)],
      [place('Badminton Pay & Play', 'Member', 3, { entitlement: 'Premium Plus racquet sports' })],
      [place('Aqua Aerobics', 'Adult', 5)],
    ],
  },
  memberWithoutDirectDebit: {
    fallbackVenue: 'salford-quays',
    orders: [
      [place('Spin', 'Adult', -10, { entitlement: 'Fitness Class 10-Pass' })],
      [place('HIIT Circuits', 'Adult', -7, { entitlement: 'Fitness Class 10-Pass' })],
      [place('Pilates', 'Adult', -2, { entitlement: 'Fitness Class 10-Pass' })],
      [place('Yoga Flow', 'Adult', 2)],
      [place('Pilates', 'Adult', 6, { entitlement: 'Fitness Class 10-Pass' })],
    ],
  },
  sharedEmailParent: {
    fallbackVenue: 'islington-pool',
    orders: [
      [place('Family Fun Swim', 'Adult', -4), place('Family Fun Swim', 'Junior', -4, { attendee: 'sharedEmailChild' })],
      [place('Lane Swimming', 'Adult', 1)],
      [place('Junior Swim Squad', 'Junior', 2, { attendee: 'sharedEmailChild', entitlement: 'Junior Swim 5-Pass' })],
    ],
  },
  customerWithPenalties: {
    fallbackVenue: 'bristol-harbourside',
    orders: [[place('Spin', 'Adult', -8)]],
  },
};
