import type { MembershipTypeSeed } from './catalogueTypes.ts';
import { monthly, paidInFull } from './paymentOptionBuilder.ts';
import { poolVenues, racquetsVenues } from './venueGroups.ts';

/** Concessions (junior, senior, student, benefits), family and racquets memberships. */
export const concessionMemberships: MembershipTypeSeed[] = [
  {
    slug: 'junior-swim-and-sport',
    name: 'Junior Swim & Sport (under 16)',
    coverage: 'national',
    eligibility: 'junior',
    categories: ['Concessions', 'Swim'],
    descriptionHtml:
      '<p>Swimming at every centre and junior gym sessions for 11 to 15 year olds after a junior induction.</p>',
    benefits: [
      {
        name: 'Holiday activity day',
        totalUses: 2,
        frequency: 'year',
        description: 'A free place on a holiday camp day.',
      },
    ],
    options: [
      monthly('junior/monthly', [{ base: 1500 }], { promotionsEnabled: false }),
      paidInFull('junior/three-months', 3, [{ base: 4000 }], { promotionsEnabled: false }),
    ],
    questionGroups: ['guardian', 'juniorMedical'],
  },
  {
    slug: 'senior-active',
    name: 'Senior Active (66+)',
    coverage: 'national',
    eligibility: 'senior',
    categories: ['Concessions', 'Gym', 'Swim'],
    descriptionHtml:
      '<p>Gym, swimming and our Active Ageing classes at every centre. Includes a free health check every year.</p>',
    benefits: [
      { name: 'Health check', totalUses: 1, frequency: 'year', description: 'Blood pressure, balance and mobility.' },
    ],
    options: [monthly('senior/monthly', [{ base: 2200 }]), paidInFull('senior/annual', 12, [{ base: 22000 }])],
    questionGroups: ['health'],
  },
  {
    slug: 'student-gym',
    name: 'Student Gym (16-25)',
    coverage: 'national',
    eligibility: 'student',
    categories: ['Concessions', 'Gym'],
    descriptionHtml:
      '<p>The gym at every centre for full-time students. <strong>Proof of student status is required</strong>: ' +
      'upload it from your online account within 14 days of joining.</p>',
    benefits: [],
    options: [
      monthly('student/monthly', [{ base: 2199, joining: 1000 }]),
      paidInFull('student/academic-year', 9, [{ base: 16500 }], { name: 'Academic year (9 months)' }),
    ],
    questionGroups: ['studies'],
  },
  {
    slug: 'leisure-pass-concession',
    name: 'Leisure Pass Concession',
    coverage: 'national',
    eligibility: 'concession',
    categories: ['Concessions', 'Gym', 'Swim', 'Classes'],
    descriptionHtml:
      '<p>Off-peak gym, swimming and classes for customers receiving qualifying benefits and registered carers.</p>',
    benefits: [],
    options: [monthly('concession/monthly', [{ base: 1650 }], { promotionsEnabled: false })],
  },
  {
    slug: 'family-swim',
    name: 'Family Swim',
    coverage: 'local',
    eligibility: 'adult',
    categories: ['Family', 'Swim'],
    venues: poolVenues,
    descriptionHtml:
      '<p>Swimming at your home centre for two adults and up to three children under 16 living at the same address.</p>',
    benefits: [
      { name: 'Family fun session', totalUses: 1, frequency: 'week', description: 'Inflatable session entry.' },
    ],
    options: [monthly('family-swim/monthly', [{ base: 4500 }])],
    questionGroups: ['family'],
  },
  {
    slug: 'racquets-club',
    name: 'Racquets Club',
    coverage: 'multi-site',
    eligibility: null,
    categories: ['Racquets'],
    venues: racquetsVenues,
    descriptionHtml:
      '<p>Free court bookings for badminton, squash, tennis and table tennis at our racquets centres, up to 7 days ' +
      'ahead, and half-price coaching sessions.</p>',
    benefits: [
      { name: 'Court booking', totalUses: 3, frequency: 'week', description: 'One hour each, at any racquets centre.' },
      { name: 'Racquet hire', totalUses: null, frequency: 'membership', description: 'Free with every booking.' },
    ],
    options: [
      monthly('racquets/monthly', [{ base: 1800, joining: 1000 }]),
      paidInFull('racquets/annual', 12, [{ base: 19000 }]),
    ],
    questionGroups: ['racquets'],
  },
];
