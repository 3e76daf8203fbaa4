import { adult, concession, memberIncluded, weekdays, weekend, keyedTemplates, on } from './activityTemplate.ts';
import type { ActivityTemplate } from './activityTemplate.ts';

/** What a studio class usually is: for adults (16 and over), with an instructor. */
const studioClass = {
  category: 'fitness-classes',
  minAge: 16,
  maxAge: null,
  hasInstructor: true,
} satisfies Partial<ActivityTemplate>;

/** Studio and cycle classes. */
export const fitnessActivities = keyedTemplates({
  spin: {
    ...studioClass,
    name: 'Spin',
    level: 'All levels',
    description: 'High-energy indoor cycling to music. You set the resistance, so every level is welcome.',
    durationMinutes: 45,
    location: 'Cycle studio',
    capacity: 20,
    prices: [adult(750), concession(560), memberIncluded],
    slots: [on(weekdays, '07:00', '18:00'), on([6], '09:00')],
  },
  hiit: {
    ...studioClass,
    name: 'HIIT Circuits',
    level: 'Intermediate',
    description: 'Short bursts of hard work and rest around a circuit of stations. Bring water and a towel.',
    durationMinutes: 45,
    location: 'Studio 1',
    capacity: 18,
    prices: [adult(750), concession(560), memberIncluded],
    slots: [on([1, 3, 5], '12:15', '19:15'), on([7], '10:00')],
  },
  yoga: {
    ...studioClass,
    name: 'Yoga Flow',
    level: 'All levels',
    description: 'Flowing vinyasa sequences to build strength and flexibility, ending with relaxation. Mats provided.',
    durationMinutes: 60,
    location: 'Studio 2',
    capacity: 16,
    prices: [adult(800), concession(600), memberIncluded],
    slots: [on([2, 4], '09:30', '19:30'), on(weekend, '09:00')],
  },
  pilates: {
    ...studioClass,
    name: 'Pilates',
    level: 'Beginner',
    description: 'Mat-based core strength, posture and control. Ideal if you are new to Pilates.',
    durationMinutes: 45,
    location: 'Studio 2',
    capacity: 14,
    prices: [adult(750), concession(560), memberIncluded],
    slots: [on([1, 3], '11:00', '18:30'), on([5], '09:30')],
  },
  boxfit: {
    ...studioClass,
    name: 'Boxfit',
    level: 'Intermediate',
    description: 'Pad work, bag work and conditioning drills. Gloves and pads provided.',
    durationMinutes: 45,
    location: 'Studio 1',
    capacity: 16,
    prices: [adult(750), concession(560), memberIncluded],
    slots: [on([2, 4], '18:00'), on([6], '11:00')],
  },
  strength60: {
    ...studioClass,
    name: 'Strength & Balance 60+',
    level: 'Beginner',
    minAge: 60,
    description: 'Gentle strength, balance and mobility work for over 60s, with chairs for support.',
    durationMinutes: 45,
    location: 'Studio 1',
    capacity: 20,
    prices: [concession(450), memberIncluded],
    slots: [on([2, 5], '11:00')],
  },
});
