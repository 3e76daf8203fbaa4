// The shape of an activity template and the price options it is sold at. Prices are pence including VAT, at the
// level of UK council-run leisure centres.
import type { CategorySlug, WaiverKey } from './categories.ts';

export interface PriceSeed {
  name: string;
  description: string | null;
  price: number;
  minAge?: number;
  maxAge?: number;
  membersOnly?: boolean;
}

export const adult = (price: number): PriceSeed => ({
  name: 'Adult',
  description: 'Ages 16 and over',
  price,
  minAge: 16,
});
export const junior = (price: number, minAge?: number, maxAge = 15): PriceSeed => ({
  name: 'Junior',
  description: 'Under 16s',
  price,
  ...(minAge !== undefined ? { minAge } : {}),
  maxAge,
});
export const concession = (price: number): PriceSeed => ({
  name: 'Concession',
  description: 'Ages 60 and over',
  price,
  minAge: 60,
});
export const memberIncluded: PriceSeed = {
  name: 'Member',
  description: 'Included in your membership',
  price: 0,
  membersOnly: true,
};
export const memberRate = (price: number): PriceSeed => ({
  name: 'Member',
  description: 'Members\u2019 rate',
  price,
  membersOnly: true,
});
export const juniorMember: PriceSeed = {
  name: 'Junior member',
  description: 'Included in junior membership',
  price: 0,
  maxAge: 15,
  membersOnly: true,
};

/** Days are ISO weekdays (1 Monday … 7 Sunday); times are Europe/London. */
export interface SlotSeed {
  days: number[];
  times: string[];
}
/** A weekly slot: on these ISO weekdays, at these London times. */
export const on = (days: number[], ...times: string[]): SlotSeed => ({ days, times });
export const weekdays = [1, 2, 3, 4, 5];
export const weekend = [6, 7];

export interface ActivityTemplate {
  key: string;
  name: string;
  category: CategorySlug;
  description: string;
  level: 'All levels' | 'Beginner' | 'Intermediate' | 'Advanced';
  minAge: number | null;
  maxAge: number | null;
  durationMinutes: number;
  location: string;
  capacity: number;
  /** Lifeguarded sessions have no instructor. */
  hasInstructor: boolean;
  waiver?: WaiverKey;
  isVirtual?: boolean;
  prices: PriceSeed[];
  slots: SlotSeed[];
}

/** Templates by key, each given its own key as `key` (programmes name activities by it). */
export const keyedTemplates = (
  templates: Record<string, Omit<ActivityTemplate, 'key'>>,
): Record<string, ActivityTemplate> =>
  Object.fromEntries(Object.entries(templates).map(([key, template]) => [key, { key, ...template }]));
