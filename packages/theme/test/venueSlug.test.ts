import { describe, expect, it } from 'vitest';
import { venueSlugFromPath } from '../src/index.ts';

describe('venueSlugFromPath', () => {
  it.each([
    ['/centre/leeds-central', 'leeds-central'],
    ['/location/bristol-harbourside', 'bristol-harbourside'],
    ['/centre/leeds-central/', 'leeds-central'],
    ['/location/leeds-central/timetable', 'leeds-central'],
    ['/Centre/Leeds-Central', 'leeds-central'],
    ['//centre//leeds-central', 'leeds-central'],
    ['/centre/swim2', 'swim2'],
  ])('%j names %j', (pathname, expected) => {
    expect(venueSlugFromPath(pathname)).toBe(expected);
  });

  it.each([
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
  ])('%j names no venue', (pathname) => {
    expect(venueSlugFromPath(pathname)).toBeNull();
  });
});
