import type { AccountPayment, SavedCard } from '@leisure/api-contract';
import type { DemoAccountKey } from '../../../seed/demoAccounts.ts';

// What each demo account has on its account pages. Dates are offsets from the sandbox's today, so the
// pages look the same whenever the sandbox is seeded; amounts are in pence.

export interface GuestPassPlan {
  firstName: string;
  lastName: string;
  email: string | null;
  /** Negative: in the past. */
  visitInDays: number;
  checkedIn?: boolean;
  cancelled?: boolean;
}

export interface PaymentPlan {
  description: string;
  pence: number;
  method: Exclude<AccountPayment['method'], 'direct-debit'>;
  daysAgo: number;
  status?: AccountPayment['status'];
}

/** A payment taken by card this many days ago; `status` when it did not simply succeed. */
const byCard = (description: string, pence: number, daysAgo: number, status?: PaymentPlan['status']): PaymentPlan => ({
  description,
  pence,
  method: 'card',
  daysAgo,
  ...(status && { status }),
});

/** A payment taken in cash at reception this many days ago. */
const inCash = (description: string, pence: number, daysAgo: number): PaymentPlan => ({
  description,
  pence,
  method: 'cash',
  daysAgo,
});

export interface DirectDebitPlan {
  description: string;
  pence: number;
  /** Collections for this many months back, on the customer's billing day. */
  months: number;
  /** The n-th most recent collection failed and was re-presented ten days later. */
  failedCollection?: number;
}

export interface CardPlan {
  cardType: SavedCard['cardType'];
  lastFour: string;
  holder: string;
  /** Months from this month to the expiry month; negative: already expired. */
  expiresInMonths: number;
}

export interface AccountPlan {
  /** Used when the auth seed gave the customer no home venue. */
  fallbackVenue: string;
  /** Passes issued on a membership that includes them (the memberships seed holds it: docs/decisions/0405). */
  guestPasses: GuestPassPlan[];
  payments: PaymentPlan[];
  directDebit?: DirectDebitPlan;
  card?: CardPlan;
  /** The card card payments were made with when none is saved (e.g. a parent's). */
  paymentCard?: Pick<CardPlan, 'cardType' | 'lastFour'>;
}

export const accountPlans: Partial<Record<DemoAccountKey, AccountPlan>> = {
  memberWithDirectDebit: {
    fallbackVenue: 'manchester-aquatics',
    // Gym Anywhere (memberships seed) includes two guest passes a month.
    guestPasses: [
      { firstName: 'Jamie', lastName: 'Morgan', email: 'jamie.morgan@example.com', visitInDays: -9, checkedIn: true },
      { firstName: 'Priya', lastName: 'Desai', email: null, visitInDays: 3 },
      { firstName: 'Tom', lastName: 'Baker', email: null, visitInDays: -35 },
      { firstName: 'Ruth', lastName: 'Okafor', email: 'ruth.okafor@example.com', visitInDays: 6, cancelled: true },
    ],
    payments: [
      byCard('Racquet Sports 10-Visit Card', 5500, 14),
      byCard('Badminton court hire – 1 hour', 980, 22, 'refunded'),
      byCard('10 Swim Pass', 3850, 40),
      inCash('Swimming goggles (reception shop)', 800, 60),
      byCard('Spin Class 5-Pack', 2750, 75),
      byCard('Personal Training – 3 Sessions', 10500, 120),
    ],
    directDebit: {
      description: 'Premium Plus – All Venues, monthly membership',
      pence: 4500,
      months: 13,
      failedCollection: 3,
    },
    card: { cardType: 'visa', lastFour: '4242', holder: 'MR A MORGAN', expiresInMonths: 26 },
  },
  memberWithoutDirectDebit: {
    fallbackVenue: 'leeds-city',
    // Swim Only (memberships seed) includes two guest passes a month: the guest-pass e2e journey runs at two widths
    // at once, each holding a pass until it cancels it.
    guestPasses: [
      { firstName: 'Aisha', lastName: 'Khan', email: 'aisha.khan@example.com', visitInDays: -20, checkedIn: true },
    ],
    payments: [
      byCard('Yoga drop-in class', 750, 16),
      byCard('Yoga drop-in class', 750, 16, 'failed'),
      inCash('Yoga drop-in class', 750, 30),
      byCard('Swimming Lessons – Spring Term', 6500, 70),
      byCard('Swim Only – Annual', 24500, 345),
    ],
    // Expired last month: checkout shows "Your saved card has expired…".
    card: { cardType: 'mastercard', lastFour: '4444', holder: 'S PATEL', expiresInMonths: -1 },
  },
  customerWithPenalties: {
    fallbackVenue: 'bradford-pool',
    guestPasses: [],
    payments: [
      byCard('No-show charge – Lane swim', 350, 5, 'failed'),
      byCard('Late cancellation charge – Body Pump', 500, 12, 'failed'),
      inCash('Casual swim', 520, 45),
      byCard('Pay & Play Gym – 10 Visits', 6000, 200),
    ],
    card: { cardType: 'visa', lastFour: '1881', holder: 'JORDAN LEE', expiresInMonths: 8 },
  },
  sharedEmailParent: {
    fallbackVenue: 'bristol-harbourside',
    // Chris holds no membership (and no Direct Debit), so no guest passes and no monthly collections.
    guestPasses: [],
    payments: [byCard('Family Swim – 6 Visits', 3300, 30)],
    card: { cardType: 'american-express', lastFour: '0005', holder: 'C HUGHES', expiresInMonths: 14 },
  },
  sharedEmailChild: {
    fallbackVenue: 'bristol-harbourside',
    guestPasses: [],
    payments: [byCard('Junior Swim Lessons – Stage 3', 7200, 25)],
    // Paid by her parent, whose saved card it is.
    paymentCard: { cardType: 'american-express', lastFour: '0005' },
  },
};
