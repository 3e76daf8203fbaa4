import type { Facility } from '@leisure/api-contract';
import type { IllustrationScene } from './illustrations.ts';
import type { VenueSeed } from './venueCatalogue.ts';

// What the seed gives each kind of venue (docs/decisions/0020-imagery-from-the-api.md): its hero illustration, what
// it has, and its opening hours. Hours cover every session the activities seed runs there (a test checks).

/** Opening and closing London times for ISO weekdays 1 (Monday) to 7 (Sunday); null is closed. */
export type WeekHours = [Hours, Hours, Hours, Hours, Hours, Hours, Hours];
type Hours = { opens: string; closes: string } | null;

interface VenueKind {
  scene: IllustrationScene;
  /** The picture's text alternative for a venue. */
  alt: (venue: VenueSeed) => string;
  facilities: Facility[];
  /** Some venues of the kind have these too (chosen by the venue's slug, so the same every run). */
  extras: Facility[];
  hours: WeekHours | null;
}

const week = (weekday: Hours, saturday: Hours, sunday: Hours): WeekHours => [
  weekday,
  weekday,
  weekday,
  weekday,
  weekday,
  saturday,
  sunday,
];
const open = (opens: string, closes: string): Hours => ({ opens, closes });

const pool: Facility = { name: '25 m pool', icon: 'waves-ladder' };
const learnerPool: Facility = { name: 'Learner pool', icon: 'waves' };
const gym: Facility = { name: 'Gym', icon: 'dumbbell' };
const cycleStudio: Facility = { name: 'Cycle studio', icon: 'bike' };
const studios: Facility = { name: 'Exercise studios', icon: 'flower-2' };
const sportsHall: Facility = { name: 'Sports hall', icon: 'trophy' };
const changing: Facility = { name: 'Changing village', icon: 'shower-head' };
const accessible: Facility = { name: 'Accessible changing room', icon: 'accessibility' };
const cafe: Facility = { name: 'Café', icon: 'coffee' };
const parking: Facility = { name: 'Free parking', icon: 'square-parking' };
const sauna: Facility = { name: 'Sauna and steam room', icon: 'thermometer-sun' };
const creche: Facility = { name: 'Crèche', icon: 'baby' };
const lockers: Facility = { name: 'Lockers', icon: 'lock' };
const wifi: Facility = { name: 'Free Wi-Fi', icon: 'wifi' };

const venueKinds: Record<VenueSeed['placeType'], VenueKind> = {
  'Swimming pool': {
    scene: 'pool',
    alt: (venue) => `Illustration of the pool at ${venue.name}, with lane ropes and starting blocks`,
    facilities: [pool, learnerPool, gym, cycleStudio, changing, accessible],
    extras: [cafe, parking, sauna],
    hours: week(open('06:30', '22:00'), open('07:00', '20:00'), open('07:00', '18:00')),
  },
  Gym: {
    scene: 'gym',
    alt: (venue) => `Illustration of the gym floor at ${venue.name}, with a treadmill, bench and weights`,
    facilities: [gym, { name: 'Free weights area', icon: 'biceps-flexed' }, cycleStudio, studios, lockers, wifi],
    extras: [parking, cafe],
    hours: week(open('06:00', '22:00'), open('08:00', '20:00'), open('08:00', '20:00')),
  },
  'Sports centre': {
    scene: 'sports-hall',
    alt: (venue) => `Illustration of the sports hall at ${venue.name}, set up for badminton`,
    facilities: [sportsHall, { name: 'Squash courts', icon: 'volleyball' }, gym, studios, changing, parking],
    extras: [cafe, accessible],
    hours: week(open('07:00', '22:00'), open('08:00', '20:00'), open('08:00', '18:00')),
  },
  'Leisure centre': {
    scene: 'leisure-centre',
    alt: (venue) => `Illustration of the outside of ${venue.name}`,
    facilities: [pool, learnerPool, gym, sportsHall, studios, cafe, accessible],
    extras: [creche, parking, sauna],
    hours: week(open('06:30', '22:00'), open('08:00', '20:00'), open('08:00', '20:00')),
  },
  Online: {
    scene: 'studio',
    alt: () => 'Illustration of the studio our live classes stream from',
    facilities: [{ name: 'Live-streamed classes', icon: 'monitor-play' }],
    extras: [],
    // No premises to open: the classes are online.
    hours: null,
  },
};

/** A small, stable number from a slug: which extras a venue has. */
function slugNumber(slug: string): number {
  let total = 0;
  for (const character of slug) total = (total * 31 + character.charCodeAt(0)) % 1009;
  return total;
}

export interface VenueImagery {
  scene: IllustrationScene;
  alt: string;
  facilities: Facility[];
  hours: WeekHours | null;
}

/** The seeded venue's picture, facilities and hours. */
export function venueImagery(venue: VenueSeed): VenueImagery {
  const kind = venueKinds[venue.placeType];
  const n = slugNumber(venue.slug);
  const extras = kind.extras.filter((_, index) => (n >> index) % 2 === 1);
  return { scene: kind.scene, alt: kind.alt(venue), facilities: [...kind.facilities, ...extras], hours: kind.hours };
}
