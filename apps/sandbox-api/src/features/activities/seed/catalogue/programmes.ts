import type { ActivityTemplate } from './activityTemplate.ts';
import { fitnessActivities } from './fitnessActivities.ts';
import { kidsActivities } from './kidsActivities.ts';
import { racquetActivities } from './racquetActivities.ts';
import { swimmingActivities } from './swimmingActivities.ts';
import { virtualActivities } from './virtualActivities.ts';

export const activityTemplates: Record<string, ActivityTemplate> = {
  ...swimmingActivities,
  ...fitnessActivities,
  ...racquetActivities,
  ...kidsActivities,
  ...virtualActivities,
};

/** Which activities each kind of venue runs. */
export const programmeByPlaceType: Record<string, string[]> = {
  'Swimming pool': [
    'laneSwim',
    'familySwim',
    'aquaAerobics',
    'membersSwim',
    'swimStage1',
    'swimSquad',
    'toddlerSplash',
    'spin',
  ],
  Gym: ['spin', 'hiit', 'yoga', 'pilates', 'boxfit', 'strength60', 'juniorGym'],
  'Leisure centre': [
    'laneSwim',
    'familySwim',
    'aquaAerobics',
    'spin',
    'hiit',
    'yoga',
    'pilates',
    'badminton',
    'pickleball',
    'swimStage1',
    'swimSquad',
    'multiSport',
    'juniorGym',
  ],
  'Sports centre': ['badminton', 'pickleball', 'squash', 'tableTennis', 'spin', 'hiit', 'boxfit', 'multiSport'],
  Online: ['liveYoga', 'liveHiit', 'livePilates'],
};

export const instructorNames = [
  'Becky Holt',
  'Marcus Reid',
  'Aisha Khan',
  'Tom Whitfield',
  'Sofia Novak',
  'Dan O\u2019Connor',
  'Grace Mensah',
  'Liam Carter',
  'Hannah Byrne',
  'Raj Malhotra',
  'Chloe Evans',
  'Kwame Boateng',
  'Niamh Doyle',
  'Owen Price',
];

export const cancellationReasons = ['Instructor unavailable', 'Pool maintenance', 'Sports hall booked for an event'];
