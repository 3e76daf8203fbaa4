import { demoAccounts, type DemoAccountKey } from '../../seed/demoAccounts.ts';

/**
 * Personal details of the demo accounts. Dates are offsets from the clock's UK today so that ages and the
 * expiring document stay true whenever the sandbox is seeded.
 */
export interface DemoUserProfile {
  role: 'customer' | 'staff';
  /** Staff who may read the audit trail (docs/decisions/0601-staff-audit-trail.md). */
  isManager?: boolean;
  title: string;
  /** Age in whole years on the seed date, and how many days past that birthday it is. */
  age: { years: number; daysPastBirthday: number };
  gender: string;
  phone: string;
  addressLine1: string;
  addressLine2: string | null;
  town: string;
  postcode: string;
  emergencyContact: { name: string; phone: string; relationship: string } | null;
  marketingOptIn: boolean;
  interests: string[];
  homeVenueSlug: string;
  creditBalance: number;
  directDebit: { billingDay: number } | null;
  hasOutstandingPenalties: boolean;
  /** Days from today until the identity document on file expires; null when none is held. */
  documentExpiresInDays: number | null;
  membershipDocumentUploadRequired: boolean;
}

/** What a demo customer has unless their profile says otherwise: nothing owed, held or on file. */
const plainCustomer = {
  role: 'customer',
  addressLine2: null,
  emergencyContact: null,
  marketingOptIn: false,
  creditBalance: 0,
  directDebit: null,
  hasOutstandingPenalties: false,
  documentExpiresInDays: null,
  membershipDocumentUploadRequired: false,
} satisfies Partial<DemoUserProfile>;

/** The parent and child who share an email address also share a home: phone, address and pool. */
const hornseyRiseHousehold = {
  ...plainCustomer,
  phone: '07700 900567',
  addressLine1: '27 Hornsey Rise',
  town: 'London',
  postcode: 'N19 3SB',
  homeVenueSlug: 'islington-pool',
} satisfies Partial<DemoUserProfile>;

/** Front-of-house staff at Leeds City: the centre's address, and none of a customer's extras. */
const leedsCityStaff = {
  ...plainCustomer,
  role: 'staff',
  addressLine1: 'Leeds City Leisure Centre, Westgate',
  town: 'Leeds',
  postcode: 'LS1 4LW',
  interests: [],
  homeVenueSlug: 'leeds-city',
} satisfies Partial<DemoUserProfile>;

export const demoUserProfiles: Record<DemoAccountKey, DemoUserProfile> = {
  memberWithDirectDebit: {
    ...plainCustomer,
    title: 'mr',
    age: { years: 41, daysPastBirthday: 117 },
    gender: 'male',
    phone: '07700 900123',
    addressLine1: '12 Park Square East',
    town: 'Leeds',
    postcode: 'LS1 2NE',
    emergencyContact: { name: 'Jamie Morgan', phone: '07700 900456', relationship: 'partner' },
    marketingOptIn: true,
    interests: ['gym', 'swimming'],
    homeVenueSlug: 'leeds-city',
    creditBalance: 1500,
    directDebit: { billingDay: 15 },
  },
  memberWithoutDirectDebit: {
    ...plainCustomer,
    title: 'mx',
    age: { years: 24, daysPastBirthday: 40 },
    gender: 'non-binary',
    phone: '07700 900234',
    addressLine1: 'Flat 4, 88 Chapel Street',
    town: 'Salford',
    postcode: 'M3 7AA',
    interests: ['classes'],
    homeVenueSlug: 'salford-quays',
  },
  customerWithPenalties: {
    ...plainCustomer,
    title: 'ms',
    age: { years: 19, daysPastBirthday: 200 },
    gender: 'female',
    phone: '07700 900345',
    addressLine1: '3 Gloucester Road',
    addressLine2: 'Bishopston',
    town: 'Bristol',
    postcode: 'BS7 8AA',
    emergencyContact: { name: 'Dana Lee', phone: '0117 496 0123', relationship: 'parent' },
    interests: ['racket_sports'],
    homeVenueSlug: 'bristol-harbourside',
    hasOutstandingPenalties: true,
    documentExpiresInDays: 12,
    membershipDocumentUploadRequired: true,
  },
  sharedEmailParent: {
    ...hornseyRiseHousehold,
    title: 'mr',
    age: { years: 46, daysPastBirthday: 300 },
    gender: 'male',
    emergencyContact: { name: 'Sophie Hughes', phone: '07700 900568', relationship: 'partner' },
    marketingOptIn: true,
    interests: ['swimming', 'kids_activities'],
    creditBalance: 500,
  },
  sharedEmailChild: {
    ...hornseyRiseHousehold,
    title: 'miss',
    age: { years: 14, daysPastBirthday: 60 },
    gender: 'female',
    emergencyContact: { name: 'Chris Hughes', phone: '07700 900567', relationship: 'parent' },
    interests: ['swimming'],
    documentExpiresInDays: 200,
  },
  staff: {
    ...leedsCityStaff,
    title: 'ms',
    age: { years: 32, daysPastBirthday: 90 },
    gender: 'female',
    phone: '0113 555 0201',
  },
  manager: {
    ...leedsCityStaff,
    isManager: true,
    title: 'mr',
    age: { years: 45, daysPastBirthday: 12 },
    gender: 'male',
    phone: '0113 555 0202',
  },
  teacher: {
    ...leedsCityStaff,
    title: 'ms',
    age: { years: 28, daysPastBirthday: 150 },
    gender: 'female',
    phone: '020 7555 0301',
    addressLine1: 'Islington Pool & Gym, Hornsey Road',
    town: 'London',
    postcode: 'N7 7NY',
    homeVenueSlug: 'islington-pool',
  },
};

export const demoUserKeys = Object.keys(demoAccounts) as DemoAccountKey[];
