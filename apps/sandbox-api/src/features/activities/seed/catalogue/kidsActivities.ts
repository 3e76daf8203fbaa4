import { junior, juniorMember, weekdays, weekend, keyedTemplates, on } from './activityTemplate.ts';
import type { ActivityTemplate } from './activityTemplate.ts';

/** Every children's session is led by an instructor or swim teacher. */
const kidsSession = {
  category: 'kids',
  hasInstructor: true,
} satisfies Partial<ActivityTemplate>;

/** Lessons, squads and junior sessions for children and teenagers. */
export const kidsActivities = keyedTemplates({
  swimStage1: {
    ...kidsSession,
    name: 'Swim Lessons \u2013 Stage 1',
    level: 'Beginner',
    minAge: 4,
    maxAge: 7,
    description: 'First steps in the water: confidence, floating and kicking with a qualified swim teacher.',
    durationMinutes: 30,
    location: 'Learner pool',
    capacity: 8,
    prices: [junior(720, 4, 7), juniorMember],
    slots: [on([1, 2, 4], '16:00', '16:30'), on([6], '09:00', '09:30')],
  },
  swimSquad: {
    ...kidsSession,
    name: 'Junior Swim Squad',
    level: 'Advanced',
    minAge: 8,
    maxAge: 15,
    description: 'Stroke technique and fitness training for confident swimmers who can swim 100 m.',
    durationMinutes: 60,
    location: 'Main pool',
    capacity: 16,
    prices: [junior(850, 8), juniorMember],
    slots: [on([2, 4], '17:30'), on([7], '08:30')],
  },
  toddlerSplash: {
    ...kidsSession,
    name: 'Toddler Splash',
    level: 'All levels',
    minAge: 0,
    maxAge: 4,
    description: 'Songs and games in warm, shallow water. One adult per child goes in free.',
    durationMinutes: 30,
    location: 'Learner pool',
    capacity: 12,
    prices: [junior(350, 0, 4)],
    slots: [on([1, 3, 5], '10:30')],
  },
  multiSport: {
    ...kidsSession,
    name: 'Kids Multi-Sport',
    level: 'All levels',
    minAge: 5,
    maxAge: 11,
    description: 'Football, dodgeball, tag rugby and more with qualified coaches. Bring a drink and trainers.',
    durationMinutes: 120,
    location: 'Sports hall',
    capacity: 24,
    waiver: 'junior-consent',
    prices: [junior(1200, 5, 11), { ...juniorMember, price: 600, description: 'Junior members\u2019 rate' }],
    slots: [on([6], '10:00'), on([3], '16:00')],
  },
  juniorGym: {
    ...kidsSession,
    name: 'Junior Gym',
    level: 'Beginner',
    minAge: 11,
    maxAge: 15,
    description: 'Supervised gym sessions for 11\u201315s who have completed a junior induction.',
    durationMinutes: 60,
    location: 'Gym',
    capacity: 10,
    waiver: 'junior-consent',
    prices: [junior(350, 11), juniorMember],
    slots: [on(weekdays, '16:30'), on(weekend, '12:00')],
  },
});
