// What a Brightwater venue offers: categories, waivers, and activity templates with their prices and weekly slots.
// Prices are pence including VAT, at the level of UK council-run leisure centres.

export type CategorySlug = 'swimming' | 'fitness-classes' | 'racquet-sports' | 'kids';

export const categoryCatalogue: { slug: CategorySlug; name: string; description: string }[] = [
  { slug: 'swimming', name: 'Swimming', description: 'Lane swims, family fun sessions and aqua fitness.' },
  { slug: 'fitness-classes', name: 'Fitness classes', description: 'Studio, cycle and virtual classes for every level.' },
  { slug: 'racquet-sports', name: 'Racquet sports', description: 'Badminton, pickleball, squash and table tennis sessions.' },
  { slug: 'kids', name: 'Kids', description: 'Swim lessons, multi-sport and junior gym for children and teenagers.' },
];

export type WaiverKey = 'junior-consent';

export const waiverCatalogue: Record<WaiverKey, { title: string; html: string }> = {
  'junior-consent': {
    title: 'Parent or guardian consent for junior activities',
    html:
      '<p>I am the parent or guardian of the attendee and consent to them taking part in this activity.</p>' +
      '<p>I confirm they have no medical condition that prevents them from exercising safely, or that I have told ' +
      'the centre about it, and that the centre may arrange first aid or emergency treatment if needed.</p>',
  },
};

export interface PriceSeed {
  name: string;
  description: string | null;
  price: number;
  minAge?: number;
  maxAge?: number;
  membersOnly?: boolean;
}

const adult = (price: number): PriceSeed => ({ name: 'Adult', description: 'Ages 16 and over', price, minAge: 16 });
const junior = (price: number, minAge?: number, maxAge = 15): PriceSeed => ({
  name: 'Junior',
  description: 'Under 16s',
  price,
  ...(minAge !== undefined ? { minAge } : {}),
  maxAge,
});
const concession = (price: number): PriceSeed => ({ name: 'Concession', description: 'Ages 60 and over', price, minAge: 60 });
const memberIncluded: PriceSeed = { name: 'Member', description: 'Included in your membership', price: 0, membersOnly: true };
const memberRate = (price: number): PriceSeed => ({ name: 'Member', description: 'Members\u2019 rate', price, membersOnly: true });
const juniorMember: PriceSeed = { name: 'Junior member', description: 'Included in junior membership', price: 0, maxAge: 15, membersOnly: true };

/** Days are ISO weekdays (1 Monday … 7 Sunday); times are Europe/London. */
export interface SlotSeed {
  days: number[];
  times: string[];
}
const weekdays = [1, 2, 3, 4, 5];
const weekend = [6, 7];
const everyDay = [1, 2, 3, 4, 5, 6, 7];

export interface ActivityTemplate {
  key: string;
  name: string;
  category: CategorySlug;
  description: string;
  level: 'All levels' | 'Beginner' | 'Intermediate' | 'Advanced';
  minAge: number | null;
  maxAge: number | null;
  durationMinutes: number;
  location: string;
  capacity: number;
  /** Lifeguarded sessions have no instructor. */
  hasInstructor: boolean;
  waiver?: WaiverKey;
  isVirtual?: boolean;
  prices: PriceSeed[];
  slots: SlotSeed[];
}

export const activityTemplates: Record<string, ActivityTemplate> = {
  laneSwim: {
    key: 'laneSwim', name: 'Lane Swimming', category: 'swimming', level: 'All levels', minAge: 8, maxAge: null,
    description: 'Slow, medium and fast lanes for continuous swimming. Under 16s must be confident swimmers.',
    durationMinutes: 60, location: 'Main pool', capacity: 30, hasInstructor: false,
    prices: [adult(520), junior(290, 8), concession(370), memberIncluded],
    slots: [{ days: weekdays, times: ['06:30', '12:00', '19:00'] }, { days: weekend, times: ['08:00'] }],
  },
  familySwim: {
    key: 'familySwim', name: 'Family Fun Swim', category: 'swimming', level: 'All levels', minAge: null, maxAge: null,
    description: 'Inflatables and floats for all the family. Under 8s must be accompanied by an adult in the water.',
    durationMinutes: 60, location: 'Learner pool', capacity: 40, hasInstructor: false,
    prices: [adult(480), junior(260), concession(360), memberIncluded],
    slots: [{ days: [3, 5], times: ['16:30'] }, { days: weekend, times: ['10:00', '14:00'] }],
  },
  aquaAerobics: {
    key: 'aquaAerobics', name: 'Aqua Aerobics', category: 'swimming', level: 'All levels', minAge: 16, maxAge: null,
    description: 'A low-impact workout to music in the shallow end, kind to joints.',
    durationMinutes: 45, location: 'Main pool', capacity: 20, hasInstructor: true,
    prices: [adult(620), concession(460), memberIncluded],
    slots: [{ days: [1, 3, 5], times: ['10:00'] }, { days: [2, 4], times: ['18:30'] }],
  },
  membersSwim: {
    key: 'membersSwim', name: 'Members\u2019 Quiet Swim', category: 'swimming', level: 'All levels', minAge: 16, maxAge: null,
    description: 'A calm, adults-only swim for members, with lanes set out for length swimming.',
    durationMinutes: 45, location: 'Main pool', capacity: 15, hasInstructor: false,
    prices: [memberIncluded],
    slots: [{ days: [2, 4], times: ['20:30'] }, { days: [7], times: ['07:30'] }],
  },
  spin: {
    key: 'spin', name: 'Spin', category: 'fitness-classes', level: 'All levels', minAge: 16, maxAge: null,
    description: 'High-energy indoor cycling to music. You set the resistance, so every level is welcome.',
    durationMinutes: 45, location: 'Cycle studio', capacity: 20, hasInstructor: true,
    prices: [adult(750), concession(560), memberIncluded],
    slots: [{ days: weekdays, times: ['07:00', '18:00'] }, { days: [6], times: ['09:00'] }],
  },
  hiit: {
    key: 'hiit', name: 'HIIT Circuits', category: 'fitness-classes', level: 'Intermediate', minAge: 16, maxAge: null,
    description: 'Short bursts of hard work and rest around a circuit of stations. Bring water and a towel.',
    durationMinutes: 45, location: 'Studio 1', capacity: 18, hasInstructor: true,
    prices: [adult(750), concession(560), memberIncluded],
    slots: [{ days: [1, 3, 5], times: ['12:15', '19:15'] }, { days: [7], times: ['10:00'] }],
  },
  yoga: {
    key: 'yoga', name: 'Yoga Flow', category: 'fitness-classes', level: 'All levels', minAge: 16, maxAge: null,
    description: 'Flowing vinyasa sequences to build strength and flexibility, ending with relaxation. Mats provided.',
    durationMinutes: 60, location: 'Studio 2', capacity: 16, hasInstructor: true,
    prices: [adult(800), concession(600), memberIncluded],
    slots: [{ days: [2, 4], times: ['09:30', '19:30'] }, { days: weekend, times: ['09:00'] }],
  },
  pilates: {
    key: 'pilates', name: 'Pilates', category: 'fitness-classes', level: 'Beginner', minAge: 16, maxAge: null,
    description: 'Mat-based core strength, posture and control. Ideal if you are new to Pilates.',
    durationMinutes: 45, location: 'Studio 2', capacity: 14, hasInstructor: true,
    prices: [adult(750), concession(560), memberIncluded],
    slots: [{ days: [1, 3], times: ['11:00', '18:30'] }, { days: [5], times: ['09:30'] }],
  },
  boxfit: {
    key: 'boxfit', name: 'Boxfit', category: 'fitness-classes', level: 'Intermediate', minAge: 16, maxAge: null,
    description: 'Pad work, bag work and conditioning drills. Gloves and pads provided.',
    durationMinutes: 45, location: 'Studio 1', capacity: 16, hasInstructor: true,
    prices: [adult(750), concession(560), memberIncluded],
    slots: [{ days: [2, 4], times: ['18:00'] }, { days: [6], times: ['11:00'] }],
  },
  strength60: {
    key: 'strength60', name: 'Strength & Balance 60+', category: 'fitness-classes', level: 'Beginner', minAge: 60, maxAge: null,
    description: 'Gentle strength, balance and mobility work for over 60s, with chairs for support.',
    durationMinutes: 45, location: 'Studio 1', capacity: 20, hasInstructor: true,
    prices: [concession(450), memberIncluded],
    slots: [{ days: [2, 5], times: ['11:00'] }],
  },
  liveYoga: {
    key: 'liveYoga', name: 'Live Stream Yoga', category: 'fitness-classes', level: 'All levels', minAge: 16, maxAge: null,
    description: 'Join from home: a live, instructor-led yoga class. The link is emailed an hour before the start.',
    durationMinutes: 45, location: 'Online (live stream)', capacity: 50, hasInstructor: true, isVirtual: true,
    prices: [adult(400), memberIncluded],
    slots: [{ days: weekdays, times: ['07:30'] }, { days: [6], times: ['09:30'] }],
  },
  liveHiit: {
    key: 'liveHiit', name: 'Live Stream HIIT', category: 'fitness-classes', level: 'Intermediate', minAge: 16, maxAge: null,
    description: 'A 30-minute live workout you can do in your living room. No equipment needed.',
    durationMinutes: 30, location: 'Online (live stream)', capacity: 50, hasInstructor: true, isVirtual: true,
    prices: [adult(400), memberIncluded],
    slots: [{ days: [1, 3, 5], times: ['12:30', '18:30'] }],
  },
  livePilates: {
    key: 'livePilates', name: 'Live Stream Pilates', category: 'fitness-classes', level: 'Beginner', minAge: 16, maxAge: null,
    description: 'A live mat Pilates class for beginners, streamed from our studio.',
    durationMinutes: 45, location: 'Online (live stream)', capacity: 50, hasInstructor: true, isVirtual: true,
    prices: [adult(400), memberIncluded],
    slots: [{ days: [2, 4], times: ['19:00'] }, { days: [7], times: ['10:00'] }],
  },
  badminton: {
    key: 'badminton', name: 'Badminton Pay & Play', category: 'racquet-sports', level: 'All levels', minAge: 8, maxAge: null,
    description: 'Turn up and play: courts are shared out on the night. Racquets and shuttles can be borrowed.',
    durationMinutes: 60, location: 'Sports hall', capacity: 12, hasInstructor: false,
    prices: [adult(600), junior(350, 8), concession(450), memberRate(300)],
    slots: [{ days: [1, 3], times: ['19:00'] }, { days: [6], times: ['13:00'] }],
  },
  pickleball: {
    key: 'pickleball', name: 'Pickleball Drop-in', category: 'racquet-sports', level: 'Beginner', minAge: 16, maxAge: null,
    description: 'Learn the fastest-growing racquet sport with a coach. Paddles and balls provided.',
    durationMinutes: 60, location: 'Sports hall', capacity: 16, hasInstructor: true,
    prices: [adult(500), concession(400), memberRate(250)],
    slots: [{ days: [2, 4], times: ['10:30', '20:00'] }],
  },
  squash: {
    key: 'squash', name: 'Squash Club Night', category: 'racquet-sports', level: 'Intermediate', minAge: 16, maxAge: null,
    description: 'Friendly graded matches for club-standard players, organised by our squash coach.',
    durationMinutes: 90, location: 'Squash courts', capacity: 8, hasInstructor: true,
    prices: [adult(700), memberRate(350)],
    slots: [{ days: [3], times: ['19:00'] }],
  },
  tableTennis: {
    key: 'tableTennis', name: 'Table Tennis Social', category: 'racquet-sports', level: 'All levels', minAge: 11, maxAge: null,
    description: 'Six tables, mixed ability, bats and balls provided.',
    durationMinutes: 60, location: 'Sports hall', capacity: 12, hasInstructor: false,
    prices: [adult(450), junior(250, 11), concession(350), memberRate(200)],
    slots: [{ days: [5], times: ['18:00'] }, { days: [7], times: ['15:00'] }],
  },
  swimStage1: {
    key: 'swimStage1', name: 'Swim Lessons \u2013 Stage 1', category: 'kids', level: 'Beginner', minAge: 4, maxAge: 7,
    description: 'First steps in the water: confidence, floating and kicking with a qualified swim teacher.',
    durationMinutes: 30, location: 'Learner pool', capacity: 8, hasInstructor: true,
    prices: [junior(720, 4, 7), juniorMember],
    slots: [{ days: [1, 2, 4], times: ['16:00', '16:30'] }, { days: [6], times: ['09:00', '09:30'] }],
  },
  swimSquad: {
    key: 'swimSquad', name: 'Junior Swim Squad', category: 'kids', level: 'Advanced', minAge: 8, maxAge: 15,
    description: 'Stroke technique and fitness training for confident swimmers who can swim 100 m.',
    durationMinutes: 60, location: 'Main pool', capacity: 16, hasInstructor: true,
    prices: [junior(850, 8), juniorMember],
    slots: [{ days: [2, 4], times: ['17:30'] }, { days: [7], times: ['08:30'] }],
  },
  toddlerSplash: {
    key: 'toddlerSplash', name: 'Toddler Splash', category: 'kids', level: 'All levels', minAge: 0, maxAge: 4,
    description: 'Songs and games in warm, shallow water. One adult per child goes in free.',
    durationMinutes: 30, location: 'Learner pool', capacity: 12, hasInstructor: true,
    prices: [junior(350, 0, 4)],
    slots: [{ days: [1, 3, 5], times: ['10:30'] }],
  },
  multiSport: {
    key: 'multiSport', name: 'Kids Multi-Sport', category: 'kids', level: 'All levels', minAge: 5, maxAge: 11,
    description: 'Football, dodgeball, tag rugby and more with qualified coaches. Bring a drink and trainers.',
    durationMinutes: 120, location: 'Sports hall', capacity: 24, hasInstructor: true, waiver: 'junior-consent',
    prices: [junior(1200, 5, 11), { ...juniorMember, price: 600, description: 'Junior members\u2019 rate' }],
    slots: [{ days: [6], times: ['10:00'] }, { days: [3], times: ['16:00'] }],
  },
  juniorGym: {
    key: 'juniorGym', name: 'Junior Gym', category: 'kids', level: 'Beginner', minAge: 11, maxAge: 15,
    description: 'Supervised gym sessions for 11\u201315s who have completed a junior induction.',
    durationMinutes: 60, location: 'Gym', capacity: 10, hasInstructor: true, waiver: 'junior-consent',
    prices: [junior(350, 11), juniorMember],
    slots: [{ days: weekdays, times: ['16:30'] }, { days: weekend, times: ['12:00'] }],
  },
};

/** Which activities each kind of venue runs. */
export const programmeByPlaceType: Record<string, string[]> = {
  'Swimming pool': ['laneSwim', 'familySwim', 'aquaAerobics', 'membersSwim', 'swimStage1', 'swimSquad', 'toddlerSplash', 'spin'],
  Gym: ['spin', 'hiit', 'yoga', 'pilates', 'boxfit', 'strength60', 'juniorGym'],
  'Leisure centre': ['laneSwim', 'familySwim', 'aquaAerobics', 'spin', 'hiit', 'yoga', 'pilates', 'badminton', 'pickleball', 'swimStage1', 'swimSquad', 'multiSport', 'juniorGym'],
  'Sports centre': ['badminton', 'pickleball', 'squash', 'tableTennis', 'spin', 'hiit', 'boxfit', 'multiSport'],
  Online: ['liveYoga', 'liveHiit', 'livePilates'],
};

export const instructorNames = [
  'Becky Holt', 'Marcus Reid', 'Aisha Khan', 'Tom Whitfield', 'Sofia Novak', 'Dan O\u2019Connor', 'Grace Mensah',
  'Liam Carter', 'Hannah Byrne', 'Raj Malhotra', 'Chloe Evans', 'Kwame Boateng', 'Niamh Doyle', 'Owen Price',
];

export const cancellationReasons = ['Instructor unavailable', 'Pool maintenance', 'Sports hall booked for an event'];
