// The activity categories and the waivers some activities need, as the seed creates them.

export type CategorySlug = 'swimming' | 'fitness-classes' | 'racquet-sports' | 'kids';

export const categoryCatalogue: { slug: CategorySlug; name: string; description: string }[] = [
  { slug: 'swimming', name: 'Swimming', description: 'Lane swims, family fun sessions and aqua fitness.' },
  {
    slug: 'fitness-classes',
    name: 'Fitness classes',
    description: 'Studio, cycle and virtual classes for every level.',
  },
  {
    slug: 'racquet-sports',
    name: 'Racquet sports',
    description: 'Badminton, pickleball, squash and table tennis sessions.',
  },
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
