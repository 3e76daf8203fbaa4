import type { EligibilityKey, EligibilitySeed } from './catalogueTypes.ts';

/** Who may buy concession and age-limited memberships. Ages are completed years on the day of purchase. */
export const eligibilityCatalogue: Record<EligibilityKey, EligibilitySeed> = {
  adult: {
    name: 'Aged 16 and over',
    description: 'Gym and studio memberships are for customers aged 16 and over.',
    minAge: 16,
    maxAge: null,
    requiresProof: false,
  },
  junior: {
    name: 'Junior (under 16)',
    description: 'For children and young people under 16. A parent or guardian buys and manages the membership.',
    minAge: null,
    maxAge: 15,
    requiresProof: false,
  },
  senior: {
    name: 'Senior (66 and over)',
    description: 'For customers aged 66 and over.',
    minAge: 66,
    maxAge: null,
    requiresProof: false,
  },
  student: {
    name: 'Student (16 to 25)',
    description:
      'For full-time students aged 16 to 25. Upload a photo of your student card or a letter from your place of ' +
      'study in your online account within 14 days of joining.',
    minAge: 16,
    maxAge: 25,
    requiresProof: true,
  },
  concession: {
    name: 'Concession',
    description:
      "For customers receiving Universal Credit, Pension Credit, Jobseeker's Allowance, ESA or PIP, and registered " +
      'carers. Upload proof dated within the last three months in your online account after joining.',
    minAge: 16,
    maxAge: null,
    requiresProof: true,
  },
};
