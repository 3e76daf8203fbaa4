import { describe } from 'vitest';
import { itReadsEach, itRefusesEach } from '@leisure/test-support';
import { venueSlugFromPath } from '../src/index.ts';

describe('venueSlugFromPath', () => {
  itReadsEach(venueSlugFromPath, [
    ['/centre/leeds-central', 'leeds-central'],
    ['/location/bristol-harbourside', 'bristol-harbourside'],
    ['/centre/leeds-central/', 'leeds-central'],
    ['/location/leeds-central/timetable', 'leeds-central'],
    ['/Centre/Leeds-Central', 'leeds-central'],
    ['//centre//leeds-central', 'leeds-central'],
    ['/centre/swim2', 'swim2'],
  ]);

  itRefusesEach(venueSlugFromPath, [
    '/',
    '',
    '/centre',
    '/centre/',
    '/location',
    '/memberships/leeds-central',
    '/kiosk/leeds-central',
    '/leeds-central',
    '/centres/leeds-central',
    '/centre/leeds%20central',
    '/centre/leeds_central',
    '/centre/..%2Fadmin',
    '/centre/%E0%A4%A',
    '/centre/-leeds',
    `/centre/${'a'.repeat(121)}`,
  ]);
});
