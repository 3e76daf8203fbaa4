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
      [{ activity: 'Lane Swimming', option: 'Adult', dayOffset: -12, entitlement: '10 Swim Pass' }],
      [{ activity: 'Lane Swimming', option: 'Adult', dayOffset: -9, entitlement: '10 Swim Pass' }],
      [{ activity: 'Lane Swimming', option: 'Adult', dayOffset: -6, entitlement: '10 Swim Pass' }],
      [{ activity: 'Lane Swimming', option: 'Adult', dayOffset: -3, entitlement: '10 Swim Pass' }],
      [{ activity: 'Yoga Flow', option: 'Member', dayOffset: -5 }],
      [{ activity: 'HIIT Circuits', option: 'Adult', dayOffset: 4, cancelled: true }],
      [{ activity: 'Spin', option: 'Member', dayOffset: 1 }],
      [
        {
          activity: 'Badminton Pay & Play',
          option: 'Member',
          dayOffset: 3,
          entitlement: 'Premium Plus racquet sports',
        },
      ],
      [{ activity: 'Aqua Aerobics', option: 'Adult', dayOffset: 5 }],
    ],
  },
  memberWithoutDirectDebit: {
    fallbackVenue: 'salford-quays',
    orders: [
      [{ activity: 'Spin', option: 'Adult', dayOffset: -10, entitlement: 'Fitness Class 10-Pass' }],
      [{ activity: 'HIIT Circuits', option: 'Adult', dayOffset: -7, entitlement: 'Fitness Class 10-Pass' }],
      [{ activity: 'Pilates', option: 'Adult', dayOffset: -2, entitlement: 'Fitness Class 10-Pass' }],
      [{ activity: 'Yoga Flow', option: 'Adult', dayOffset: 2 }],
      [{ activity: 'Pilates', option: 'Adult', dayOffset: 6, entitlement: 'Fitness Class 10-Pass' }],
    ],
  },
  sharedEmailParent: {
    fallbackVenue: 'islington-pool',
    orders: [
      [
        { activity: 'Family Fun Swim', option: 'Adult', dayOffset: -4 },
        { activity: 'Family Fun Swim', option: 'Junior', dayOffset: -4, attendee: 'sharedEmailChild' },
      ],
      [{ activity: 'Lane Swimming', option: 'Adult', dayOffset: 1 }],
      [
        {
          activity: 'Junior Swim Squad',
          option: 'Junior',
          dayOffset: 2,
          attendee: 'sharedEmailChild',
          entitlement: 'Junior Swim 5-Pass',
        },
      ],
    ],
  },
  customerWithPenalties: {
    fallbackVenue: 'bristol-harbourside',
    orders: [[{ activity: 'Spin', option: 'Adult', dayOffset: -8 }]],
  },
};
