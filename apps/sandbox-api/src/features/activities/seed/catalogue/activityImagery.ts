import type { IconName } from '@leisure/api-contract';
import type { IllustrationScene } from '../../../site/index.ts';
import type { CategorySlug } from './categories.ts';

// The icons and pictures of the seeded categories and activities (docs/decisions/0020-imagery-from-the-api.md),
// by template key: names of the front ends' icon set, and the venue illustration an activity is pictured with.

export const categoryIcons: Record<CategorySlug, IconName> = {
  swimming: 'waves',
  'fitness-classes': 'dumbbell',
  'racquet-sports': 'volleyball',
  kids: 'toy-brick',
};

interface ActivityImagery {
  icon: IconName;
  scene: IllustrationScene;
}

export const activityImagery: Record<string, ActivityImagery> = {
  laneSwim: { icon: 'waves-ladder', scene: 'pool' },
  familySwim: { icon: 'users', scene: 'pool' },
  aquaAerobics: { icon: 'droplets', scene: 'pool' },
  membersSwim: { icon: 'waves', scene: 'pool' },
  spin: { icon: 'bike', scene: 'studio' },
  hiit: { icon: 'timer', scene: 'studio' },
  yoga: { icon: 'flower-2', scene: 'studio' },
  pilates: { icon: 'person-standing', scene: 'studio' },
  boxfit: { icon: 'hand-fist', scene: 'studio' },
  strength60: { icon: 'dumbbell', scene: 'gym' },
  badminton: { icon: 'volleyball', scene: 'sports-hall' },
  pickleball: { icon: 'volleyball', scene: 'sports-hall' },
  squash: { icon: 'volleyball', scene: 'sports-hall' },
  tableTennis: { icon: 'volleyball', scene: 'sports-hall' },
  swimStage1: { icon: 'life-buoy', scene: 'pool' },
  swimSquad: { icon: 'medal', scene: 'pool' },
  toddlerSplash: { icon: 'baby', scene: 'pool' },
  multiSport: { icon: 'trophy', scene: 'sports-hall' },
  juniorGym: { icon: 'biceps-flexed', scene: 'gym' },
  liveYoga: { icon: 'monitor-play', scene: 'studio' },
  liveHiit: { icon: 'monitor-play', scene: 'studio' },
  livePilates: { icon: 'monitor-play', scene: 'studio' },
};
