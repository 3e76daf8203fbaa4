import { adult, junior, concession, memberRate, keyedTemplates, on } from './activityTemplate.ts';
import type { ActivityTemplate } from './activityTemplate.ts';

/** Racquet sessions have no upper age. */
const racquetSession = {
  category: 'racquet-sports',
  maxAge: null,
} satisfies Partial<ActivityTemplate>;

/** Pay-and-play and club racquet sessions. */
export const racquetActivities = keyedTemplates({
  badminton: {
    ...racquetSession,
    name: 'Badminton Pay & Play',
    level: 'All levels',
    minAge: 8,
    description: 'Turn up and play: courts are shared out on the night. Racquets and shuttles can be borrowed.',
    durationMinutes: 60,
    location: 'Sports hall',
    capacity: 12,
    hasInstructor: false,
    prices: [adult(600), junior(350, 8), concession(450), memberRate(300)],
    slots: [on([1, 3], '19:00'), on([6], '13:00')],
  },
  pickleball: {
    ...racquetSession,
    name: 'Pickleball Drop-in',
    level: 'Beginner',
    minAge: 16,
    description: 'Learn the fastest-growing racquet sport with a coach. Paddles and balls provided.',
    durationMinutes: 60,
    location: 'Sports hall',
    capacity: 16,
    hasInstructor: true,
    prices: [adult(500), concession(400), memberRate(250)],
    slots: [on([2, 4], '10:30', '20:00')],
  },
  squash: {
    ...racquetSession,
    name: 'Squash Club Night',
    level: 'Intermediate',
    minAge: 16,
    description: 'Friendly graded matches for club-standard players, organised by our squash coach.',
    durationMinutes: 90,
    location: 'Squash courts',
    capacity: 8,
    hasInstructor: true,
    prices: [adult(700), memberRate(350)],
    slots: [on([3], '19:00')],
  },
  tableTennis: {
    ...racquetSession,
    name: 'Table Tennis Social',
    level: 'All levels',
    minAge: 11,
    description: 'Six tables, mixed ability, bats and balls provided.',
    durationMinutes: 60,
    location: 'Sports hall',
    capacity: 12,
    hasInstructor: false,
    prices: [adult(450), junior(250, 11), concession(350), memberRate(200)],
    slots: [on([5], '18:00'), on([7], '15:00')],
  },
});
