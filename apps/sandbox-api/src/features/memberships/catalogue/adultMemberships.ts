import type { MembershipTypeSeed } from './catalogueTypes.ts';
import { monthly, paidInFull } from './paymentOptionBuilder.ts';
import { classVenues, greaterManchester, gymVenues, london, poolVenues } from './venueGroups.ts';

/** Full-price memberships for adults: national, multi-site and local, monthly and single payment. */
export const adultMemberships: MembershipTypeSeed[] = [
  {
    slug: 'gym-anywhere',
    name: 'Gym Anywhere',
    coverage: 'national',
    eligibility: 'adult',
    categories: ['Gym'],
    descriptionHtml:
      '<p>Use the gym at <strong>every Brightwater centre</strong>, seven days a week, from opening to close.</p>' +
      '<ul><li>Free induction and a personalised programme</li><li>Free parking for 3 hours at most centres</li>' +
      '<li>Book gym slots up to 7 days ahead</li></ul>',
    benefits: [
      {
        name: 'Guest pass',
        kind: 'guest-pass',
        totalUses: 2,
        frequency: 'month',
        description: 'Bring a friend to the gym for free.',
      },
      {
        name: 'Fitness MOT',
        totalUses: 1,
        frequency: 'year',
        description: 'A 45-minute review with a personal trainer.',
      },
    ],
    options: [
      monthly('gym-anywhere/monthly', [
        { base: 3999, joining: 2000 },
        { base: 4699, joining: 2000, venues: london },
      ]),
      paidInFull('gym-anywhere/annual', 12, [{ base: 39900 }, { base: 46900, venues: london }]),
    ],
  },
  {
    slug: 'premium-anywhere',
    name: 'Premium Anywhere: Gym, Swim & Classes',
    coverage: 'national',
    eligibility: 'adult',
    categories: ['Gym', 'Swim', 'Classes'],
    descriptionHtml:
      '<p>Everything, everywhere: gym, swimming and <em>unlimited</em> classes at every centre, plus sauna and steam ' +
      'where available.</p><p>Book classes up to 14 days ahead, 7 days before pay-as-you-go customers.</p>',
    benefits: [
      {
        name: 'Guest pass',
        kind: 'guest-pass',
        totalUses: 4,
        frequency: 'month',
        description: 'Bring a friend to any activity.',
      },
      {
        name: 'Classes',
        kind: 'classes',
        totalUses: null,
        frequency: 'membership',
        description: 'Unlimited group exercise classes.',
      },
      { name: 'Sauna and steam', totalUses: null, frequency: 'membership', description: 'At centres that have them.' },
      { name: 'Personal training session', totalUses: 1, frequency: 'month', description: '30 minutes one to one.' },
    ],
    options: [
      monthly(
        'premium-anywhere/monthly',
        [
          { base: 5499, joining: 2500 },
          { base: 6299, joining: 2500, venues: london },
        ],
        { monthInHand: true },
      ),
    ],
    questionGroups: ['health', 'goals'],
  },
  {
    slug: 'manchester-multi-site',
    name: 'Greater Manchester Multi-Site',
    coverage: 'multi-site',
    eligibility: 'adult',
    categories: ['Gym', 'Swim', 'Classes'],
    venues: greaterManchester,
    descriptionHtml:
      '<p>Gym, swim and classes at all eight of our Greater Manchester centres, from Bolton to Stockport.</p>',
    benefits: [
      {
        name: 'Guest pass',
        kind: 'guest-pass',
        totalUses: 1,
        frequency: 'month',
        description: 'Bring a friend for free.',
      },
    ],
    options: [
      monthly('manchester-multi-site/monthly', [{ base: 3200, joining: 1500 }]),
      paidInFull('manchester-multi-site/six-months', 6, [{ base: 18000, joining: 1500 }]),
    ],
  },
  {
    slug: 'swim-only',
    name: 'Swim Only',
    coverage: 'local',
    eligibility: null,
    categories: ['Swim'],
    venues: poolVenues,
    descriptionHtml:
      '<p>Unlimited public and lane swimming at your home centre. Juniors under 16 and seniors aged 66 and over pay ' +
      'less.</p><p>Children under 8 must be accompanied in the water by a paying adult.</p>',
    benefits: [
      {
        name: 'Guest pass',
        kind: 'guest-pass',
        totalUses: 2,
        frequency: 'month',
        description: 'Bring a friend for a swim.',
      },
      {
        name: 'Swim school discount',
        totalUses: null,
        frequency: 'membership',
        description: '10% off swimming lessons.',
      },
    ],
    options: [
      monthly('swim-only/monthly', [{ base: 2450 }, { base: 1200, maxAge: 15 }, { base: 1800, minAge: 66 }]),
      paidInFull('swim-only/annual', 12, [{ base: 24500 }, { base: 12000, maxAge: 15 }, { base: 18000, minAge: 66 }]),
    ],
    questionGroups: ['swimming'],
  },
  {
    slug: 'off-peak-gym',
    name: 'Off-Peak Gym',
    coverage: 'local',
    eligibility: 'adult',
    categories: ['Gym'],
    venues: gymVenues,
    descriptionHtml:
      '<p>The gym at your home centre on weekdays before 4pm and all weekend. Priced for ages 16 to 65: customers ' +
      'aged 66 and over have Senior Active instead.</p>',
    benefits: [],
    options: [monthly('off-peak-gym/monthly', [{ base: 2499, joining: 1000, minAge: 16, maxAge: 65 }])],
  },
  {
    slug: 'classes-unlimited',
    name: 'Classes Unlimited',
    coverage: 'local',
    eligibility: 'adult',
    categories: ['Classes'],
    venues: classVenues,
    descriptionHtml:
      '<p>Every class on the timetable at your home centre: spin, yoga, HIIT, Pilates, Zumba and more.</p>',
    benefits: [
      {
        name: 'Class guest pass',
        kind: 'guest-pass',
        totalUses: 1,
        frequency: 'month',
        description: 'Bring a friend to a class.',
      },
    ],
    options: [
      monthly('classes-unlimited/monthly', [{ base: 2900, joining: 1000 }]),
      paidInFull('classes-unlimited/one-month', 1, [{ base: 3500 }]),
    ],
  },
];
