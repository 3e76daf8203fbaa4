import { adult, memberIncluded, weekdays, keyedTemplates, on } from './activityTemplate.ts';
import type { ActivityTemplate } from './activityTemplate.ts';

/** What every live-streamed class has: adults at home, up to 50 of them, with an instructor, £4.00 or included. */
const liveStream = {
  category: 'fitness-classes',
  minAge: 16,
  maxAge: null,
  location: 'Online (live stream)',
  capacity: 50,
  hasInstructor: true,
  isVirtual: true,
  prices: [adult(400), memberIncluded],
} satisfies Partial<ActivityTemplate>;

/** Live-streamed classes of the online studio: no premises, a link emailed before the start. */
export const virtualActivities = keyedTemplates({
  liveYoga: {
    ...liveStream,
    name: 'Live Stream Yoga',
    level: 'All levels',
    description: 'Join from home: a live, instructor-led yoga class. The link is emailed an hour before the start.',
    durationMinutes: 45,
    slots: [on(weekdays, '07:30'), on([6], '09:30')],
  },
  liveHiit: {
    ...liveStream,
    name: 'Live Stream HIIT',
    level: 'Intermediate',
    description: 'A 30-minute live workout you can do in your living room. No equipment needed.',
    durationMinutes: 30,
    slots: [on([1, 3, 5], '12:30', '18:30')],
  },
  livePilates: {
    ...liveStream,
    name: 'Live Stream Pilates',
    level: 'Beginner',
    description: 'A live mat Pilates class for beginners, streamed from our studio.',
    durationMinutes: 45,
    slots: [on([2, 4], '19:00'), on([7], '10:00')],
  },
});
