import type { Coverage, FixedPeriod, QuestionType } from '@leisure/api-contract';
import type { VenueSelector } from './venueGroups.ts';

/** Shapes of the seeded catalogue (prices in pence). */

export type CategoryName = 'Gym' | 'Swim' | 'Classes' | 'Racquets' | 'Family' | 'Concessions';
export type EligibilityKey = 'adult' | 'junior' | 'senior' | 'student' | 'concession';
export type QuestionGroupKey =
  'health' | 'goals' | 'swimming' | 'guardian' | 'juniorMedical' | 'studies' | 'racquets' | 'family';

export interface PriceSeed {
  base: number;
  joining?: number;
  minAge?: number;
  maxAge?: number;
  /** Venues this price applies at instead of the everywhere price (e.g. London weighting). */
  venues?: VenueSelector;
}

export interface PaymentOptionSeed {
  /** Stable handle for promotions and demo memberships, e.g. "gym-anywhere/monthly". */
  key: string;
  name: string;
  paymentType: 'recurring' | 'fixed';
  fixedDuration?: number;
  fixedPeriod?: FixedPeriod;
  monthInHand?: boolean;
  promotionsEnabled?: boolean;
  prices: PriceSeed[];
}

/** What a benefit is, where the account needs to know (docs/decisions/0405): guest passes are counted per month. */
export type BenefitKind = 'guest-pass' | 'classes' | 'induction' | 'other';

export interface BenefitSeed {
  name: string;
  /** 'other' when not given. */
  kind?: BenefitKind;
  totalUses: number | null;
  frequency: 'day' | 'week' | 'month' | 'year' | 'membership';
  description: string;
}

export interface MembershipTypeSeed {
  slug: string;
  name: string;
  descriptionHtml: string;
  coverage: Coverage;
  eligibility: EligibilityKey | null;
  categories: CategoryName[];
  /** Where local and multi-site types are sold (ignored for national). */
  venues?: VenueSelector;
  benefits: BenefitSeed[];
  options: PaymentOptionSeed[];
  questionGroups?: QuestionGroupKey[];
}

export interface QuestionSeed {
  reference: string;
  label: string;
  type: QuestionType;
  options?: { value: string; label: string }[];
  placeholder?: string;
  isRequired?: boolean;
  default?: string | number | string[] | null;
}

export interface QuestionGroupSeed {
  title: string;
  questions: QuestionSeed[];
}

export interface EligibilitySeed {
  name: string;
  description: string;
  minAge: number | null;
  maxAge: number | null;
  requiresProof: boolean;
}
