/**
 * The demo log-ins the README lists. Every account has the same password. The auth feature seeds the users;
 * other features attach memberships, direct debits, bookings and so on to them by `key`.
 */
export const DEMO_PASSWORD = 'Brightwater1!';

export const demoAccounts = {
  /** A member with a Direct Debit instruction and a billing date (billing aligns with their membership). */
  memberWithDirectDebit: {
    email: 'alex.morgan@example.com',
    reference: 'BW100001',
    firstName: 'Alex',
    lastName: 'Morgan',
  },
  /** A member with no Direct Debit: joining a monthly plan shows the bank-details sections. */
  memberWithoutDirectDebit: {
    email: 'sam.patel@example.com',
    reference: 'BW100002',
    firstName: 'Sam',
    lastName: 'Patel',
  },
  /** Outstanding penalties and an identity document expiring within 30 days. */
  customerWithPenalties: {
    email: 'jordan.lee@example.com',
    reference: 'BW100003',
    firstName: 'Jordan',
    lastName: 'Lee',
  },
  /**
   * A household (docs/decisions/0313-households.md): Chris pays, Ellie is his child. They also share an email, which
   * grants nothing but keeps the shared-email log-in demonstrable: log-in or a reset by email answers "Multiple…".
   */
  sharedEmailParent: {
    email: 'the.hughes.family@example.com',
    reference: 'BW100004',
    firstName: 'Chris',
    lastName: 'Hughes',
  },
  /** Chris's child, 14, in his household; an older child's account, so she keeps a log-in of her own. */
  sharedEmailChild: {
    email: 'the.hughes.family@example.com',
    reference: 'BW100005',
    firstName: 'Ellie',
    lastName: 'Hughes',
  },
  /** Front-of-house staff: pays on behalf of customers. */
  staff: {
    email: 'frontdesk@brightwater-leisure.example',
    reference: 'BWSTAFF01',
    firstName: 'Priya',
    lastName: 'Shah',
  },
  /** A front-of-house manager: staff who may also read the audit trail (docs/decisions/0601). */
  manager: {
    email: 'manager@brightwater-leisure.example',
    reference: 'BWMANAGER01',
    firstName: 'Tom',
    lastName: 'Okafor',
  },
  /** A swimming teacher at Islington: staff who mark their classes' registers and tick competencies (decision 0590). */
  teacher: {
    email: 'swim.teacher@brightwater-leisure.example',
    reference: 'BWTEACH01',
    firstName: 'Megan',
    lastName: 'Price',
  },
} as const;

export type DemoAccountKey = keyof typeof demoAccounts;

/**
 * The demo households: the Hughes family. Everyone else (Alex included) is in none and has no invitation pending,
 * so a front end shows both an empty and a full Family page.
 */
export const demoHouseholds: {
  payer: DemoAccountKey;
  members: { key: DemoAccountKey; role: 'adult' | 'child' }[];
}[] = [{ payer: 'sharedEmailParent', members: [{ key: 'sharedEmailChild', role: 'child' }] }];
