import type { IconName } from '@leisure/api-contract';
/**
 * The seeded programmes (docs/decisions/0590-lesson-model.md): Swim England's Learn to Swim Stages 1–7, the
 * pre-school Ducklings, Adult lessons and, as a non-swimming course taught by term, LTA Youth junior tennis. The
 * outcomes paraphrase each framework's published ones. Ages are in months, as on the day of the first lesson.
 */
export interface LevelSeed {
  name: string;
  description: string;
  minAgeMonths: number;
  maxAgeMonths: number | null;
  competencies: string[];
}

export interface ProgrammeSeed {
  slug: string;
  name: string;
  framework: string;
  activity: string;
  /** A name of the front ends' icon set. */
  icon: IconName;
  description: string;
  delivery: 'continuous' | 'term';
  levels: LevelSeed[];
}

const school = { minAgeMonths: 48, maxAgeMonths: 191 };

export const programmeCatalogue: ProgrammeSeed[] = [
  {
    slug: 'learn-to-swim',
    name: 'Learn to Swim',
    framework: 'Swim England Learn to Swim',
    activity: 'Swimming',
    icon: 'waves',
    description:
      'Weekly 30-minute lessons for children from 4, through Swim England’s seven stages: water confidence first, ' +
      'then the four strokes, then swimming further and faster. Children move up when they pass every outcome.',
    delivery: 'continuous',
    levels: [
      {
        name: 'Stage 1',
        description: 'Getting used to the water: entering and leaving safely, moving about, floating with support.',
        ...school,
        competencies: [
          'Enter the water safely',
          'Move forwards, backwards and sideways for 5 metres',
          'Scoop water and wash face',
          'Blow bubbles with mouth and nose',
          'Float on front and back with aids',
          'Push and glide on front and back with aids',
          'Exit the water safely',
        ],
      },
      {
        name: 'Stage 2',
        description: 'Swimming without support: jumping in, going under, gliding and turning.',
        ...school,
        competencies: [
          'Jump in from the side',
          'Fully submerge and regain an upright position',
          'Push and glide on front and back',
          'Rotate from front to back and regain an upright position',
          'Travel 5 metres on front and on back',
          'Exit the water without support',
        ],
      },
      {
        name: 'Stage 3',
        description: 'Developing water skills: sinking, floating, treading water and travelling 10 metres.',
        ...school,
        competencies: [
          'Jump in from the side and fully submerge',
          'Sink, push away from the wall and glide',
          'Travel 10 metres on front and on back',
          'Hold a tuck float for 3 seconds',
          'Rotate from front to back and back to front',
          'Tread water for 30 seconds',
          'Push, glide and kick for 5 metres',
        ],
      },
      {
        name: 'Stage 4',
        description: 'The strokes begin: front crawl, backstroke and breaststroke over 10 metres.',
        ...school,
        competencies: [
          'Perform a sitting dive',
          'Swim 10 metres front crawl',
          'Swim 10 metres backstroke',
          'Swim 10 metres breaststroke',
          'Swim 10 metres butterfly kick',
          'Swim 25 metres continuously',
        ],
      },
      {
        name: 'Stage 5',
        description: 'Strokes over 25 metres, diving and rolling in the water.',
        ...school,
        competencies: [
          'Tread water for 30 seconds using arms and legs',
          'Perform a forward somersault in the water',
          'Perform a kneeling or standing dive',
          'Swim 10 metres butterfly',
          'Swim 25 metres of each stroke',
          'Swim 50 metres continuously',
        ],
      },
      {
        name: 'Stage 6',
        description: 'Swimming well: each stroke to Swim England’s standard and 100 metres without stopping.',
        ...school,
        competencies: [
          'Scull and tread water for a minute',
          'Swim 25 metres of each stroke to Swim England’s standard',
          'Perform a shallow plunge dive',
          'Swim 100 metres continuously',
          'Exit the water without using the steps',
        ],
      },
      {
        name: 'Stage 7',
        description: 'Ready for a club, a squad or lifesaving: distance, turns and racing starts.',
        ...school,
        competencies: [
          'Swim 200 metres continuously using three strokes',
          'Perform a racing start',
          'Perform a tumble turn',
          'Perform a backstroke turn',
          'Swim 400 metres continuously',
        ],
      },
    ],
  },
  {
    slug: 'ducklings',
    name: 'Ducklings',
    framework: 'Swim England Swimming Pre-School Lessons (Ducklings)',
    activity: 'Swimming',
    icon: 'baby',
    description:
      'Parent-and-child lessons for babies and toddlers: songs, games and safe holds that build confidence before ' +
      'Stage 1. A parent or carer comes in the water.',
    delivery: 'continuous',
    levels: [
      {
        name: 'Duckling 1',
        description: 'First splashes with a parent: entering the water, holds and gentle movement.',
        minAgeMonths: 6,
        maxAgeMonths: 23,
        competencies: ['Enter the water with a parent', 'Relax in a cuddle hold', 'Kick legs with support'],
      },
      {
        name: 'Duckling 2',
        description: 'Moving with support: floating, kicking and a first face in the water.',
        minAgeMonths: 12,
        maxAgeMonths: 35,
        competencies: ['Float on back with support', 'Put face in the water', 'Reach for and hold the wall'],
      },
      {
        name: 'Duckling 3',
        description: 'More independence: jumping in to a parent, moving with floats.',
        minAgeMonths: 24,
        maxAgeMonths: 47,
        competencies: ['Jump in to a parent', 'Move 2 metres with a float', 'Blow bubbles'],
      },
      {
        name: 'Duckling 4',
        description: 'Ready for Stage 1: short swims with an aid and getting out safely.',
        minAgeMonths: 36,
        maxAgeMonths: 59,
        competencies: ['Swim 3 metres with an aid', 'Float on front with an aid', 'Climb out at the side'],
      },
    ],
  },
  {
    slug: 'adult-lessons',
    name: 'Adult lessons',
    framework: 'Swim England Adult Swimming',
    activity: 'Swimming',
    icon: 'waves-ladder',
    description:
      'Small groups for adults, from a first lesson in the shallow end to improving your strokes for fitness or a ' +
      'triathlon. Lessons are 45 minutes in the evening.',
    delivery: 'continuous',
    levels: [
      {
        name: 'Adult beginners',
        description: 'Confidence in the shallow end: floating, breathing and a first width.',
        minAgeMonths: 192,
        maxAgeMonths: null,
        competencies: ['Stand up from floating front and back', 'Breathe out in the water', 'Swim a width'],
      },
      {
        name: 'Adult improvers',
        description: 'Two strokes over 25 metres and deep-water confidence.',
        minAgeMonths: 192,
        maxAgeMonths: null,
        competencies: ['Swim 25 metres front crawl', 'Swim 25 metres breaststroke', 'Tread water in the deep end'],
      },
      {
        name: 'Stroke development',
        description: 'Technique and distance: bilateral breathing, turns and 400 metres.',
        minAgeMonths: 192,
        maxAgeMonths: null,
        competencies: ['Breathe bilaterally over 50 metres', 'Perform an open turn', 'Swim 400 metres continuously'],
      },
    ],
  },
  {
    slug: 'junior-tennis',
    name: 'Junior tennis',
    framework: 'LTA Youth',
    activity: 'Tennis',
    icon: 'trophy',
    description:
      'Term courses on the indoor courts following the LTA’s colour stages: red balls and small courts for the ' +
      'youngest, then orange and green. Rackets can be borrowed. Enrol again each term.',
    delivery: 'term',
    levels: [
      {
        name: 'Red',
        description: 'Red balls on a small court: rallying, serving underarm, moving to the ball.',
        minAgeMonths: 60,
        maxAgeMonths: 107,
        competencies: ['Rally 5 shots with a partner', 'Serve underarm into the box', 'Keep score of a game'],
      },
      {
        name: 'Orange',
        description: 'Orange balls on a three-quarter court: overarm serve and the volley.',
        minAgeMonths: 96,
        maxAgeMonths: 131,
        competencies: ['Serve overarm', 'Volley at the net', 'Rally 10 shots from the baseline'],
      },
      {
        name: 'Green',
        description: 'Green balls on a full court: spin, approach shots and match play.',
        minAgeMonths: 108,
        maxAgeMonths: 155,
        competencies: ['Hit with topspin', 'Approach the net and finish the point', 'Play a tie-break'],
      },
    ],
  },
];
