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
  allowance?: { membershipName: string; monthlyLimit: number };
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
    allowance: { membershipName: 'Premium Plus – All Venues', monthlyLimit: 2 },
    guestPasses: [
      { firstName: 'Jamie', lastName: 'Morgan', email: 'jamie.morgan@example.com', visitInDays: -9, checkedIn: true },
      { firstName: 'Priya', lastName: 'Desai', email: null, visitInDays: 3 },
      { firstName: 'Tom', lastName: 'Baker', email: null, visitInDays: -35 },
      { firstName: 'Ruth', lastName: 'Okafor', email: 'ruth.okafor@example.com', visitInDays: 6, cancelled: true },
    ],
    payments: [
      { description: 'Racquet Sports 10-Visit Card', pence: 5500, method: 'card', daysAgo: 14 },
      { description: 'Badminton court hire – 1 hour', pence: 980, method: 'card', daysAgo: 22, status: 'refunded' },
      { description: '10 Swim Pass', pence: 3850, method: 'card', daysAgo: 40 },
      { description: 'Swimming goggles (reception shop)', pence: 800, method: 'cash', daysAgo: 60 },
      { description: 'Spin Class 5-Pack', pence: 2750, method: 'card', daysAgo: 75 },
      { description: 'Personal Training – 3 Sessions', pence: 10500, method: 'card', daysAgo: 120 },
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
    // Two a month: the guest-pass e2e journey runs at two widths at once, each holding a pass until it cancels it.
    allowance: { membershipName: 'Off-Peak Gym & Swim – 12 months', monthlyLimit: 2 },
    guestPasses: [
      { firstName: 'Aisha', lastName: 'Khan', email: 'aisha.khan@example.com', visitInDays: -20, checkedIn: true },
    ],
    payments: [
      { description: 'Yoga drop-in class', pence: 750, method: 'card', daysAgo: 16 },
      { description: 'Yoga drop-in class', pence: 750, method: 'card', daysAgo: 16, status: 'failed' },
      { description: 'Yoga drop-in class', pence: 750, method: 'cash', daysAgo: 30 },
      { description: 'Swimming Lessons – Spring Term', pence: 6500, method: 'card', daysAgo: 70 },
      { description: 'Off-Peak Gym & Swim – 12 months', pence: 29900, method: 'card', daysAgo: 200 },
    ],
    // Expired last month: checkout shows "Your saved card has expired…".
    card: { cardType: 'mastercard', lastFour: '4444', holder: 'S PATEL', expiresInMonths: -1 },
  },
  customerWithPenalties: {
    fallbackVenue: 'bradford-pool',
    guestPasses: [],
    payments: [
      { description: 'No-show charge – Lane swim', pence: 350, method: 'card', daysAgo: 5, status: 'failed' },
      {
        description: 'Late cancellation charge – Body Pump',
        pence: 500,
        method: 'card',
        daysAgo: 12,
        status: 'failed',
      },
      { description: 'Casual swim', pence: 520, method: 'cash', daysAgo: 45 },
      { description: 'Pay & Play Gym – 10 Visits', pence: 6000, method: 'card', daysAgo: 200 },
    ],
    card: { cardType: 'visa', lastFour: '1881', holder: 'JORDAN LEE', expiresInMonths: 8 },
  },
  sharedEmailParent: {
    fallbackVenue: 'bristol-harbourside',
    allowance: { membershipName: 'Family Premium', monthlyLimit: 4 },
    guestPasses: [{ firstName: 'Margaret', lastName: 'Hughes', email: null, visitInDays: 12 }],
    payments: [{ description: 'Family Swim – 6 Visits', pence: 3300, method: 'card', daysAgo: 30 }],
    directDebit: { description: 'Family Premium, monthly membership', pence: 8900, months: 6 },
    card: { cardType: 'american-express', lastFour: '0005', holder: 'C HUGHES', expiresInMonths: 14 },
  },
  sharedEmailChild: {
    fallbackVenue: 'bristol-harbourside',
    guestPasses: [],
    payments: [{ description: 'Junior Swim Lessons – Stage 3', pence: 7200, method: 'card', daysAgo: 25 }],
    // Paid by her parent, whose saved card it is.
    paymentCard: { cardType: 'american-express', lastFour: '0005' },
  },
};
