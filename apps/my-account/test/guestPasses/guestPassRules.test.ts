import { describe, expect, it } from 'vitest';
import {
  allowanceLabel,
  guestEmailProblem,
  guestNameProblem,
  issueBody,
  monthLabel,
  venueProblem,
  visitDateOptions,
  visitDateProblem,
} from '../../src/features/guestPasses/rules/guestPassRules.ts';

const november = { month: '2026-11', monthlyLimit: 2, used: 2, remaining: 0 };
const december = { month: '2026-12', monthlyLimit: 2, used: 1, remaining: 1 };

describe('guest pass rules (the sandbox’s, checked before sending)', () => {
  it.each([
    ['', "Enter the guest's first name"],
    ['   ', "Enter the guest's first name"],
    ['R2D2', "Enter the guest's first name using letters only"],
    ['-Ann', "Enter the guest's first name using letters only"],
    ['A'.repeat(61), "The guest's first name must be 60 characters or fewer"],
    ['Zoë', undefined],
    ["O'Neill-Smith", undefined],
    ['Mary Ann', undefined],
  ])('first name %j: %s', (value, expected) => expect(guestNameProblem('first name', value)).toBe(expected));

  it.each([
    ['', undefined],
    ['robin@example.com', undefined],
    ['robin@', 'Enter a valid email address, like name@example.com'],
    ['robin example.com', 'Enter a valid email address, like name@example.com'],
  ])('email %j: %s', (value, expected) => expect(guestEmailProblem(value)).toBe(expected));

  it.each([
    ['', [december], 'Choose the date of the visit'],
    ['2026-12-03', [november, december], undefined],
    [
      '2026-11-30',
      [november, december],
      'You have used all 2 guest passes for November 2026. Choose a date in another month.',
    ],
    [
      '2026-11-30',
      [{ ...november, monthlyLimit: 1, used: 1 }],
      'You have used your guest pass for November 2026. Choose a date in another month.',
    ],
  ])('visit date %j', (value, allowances, expected) => expect(visitDateProblem(value, allowances)).toBe(expected));

  it('offers today up to the booking window, saying which dates fall in a month with no pass left', () => {
    const options = visitDateOptions('2026-11-28', 30, [november, december]);
    expect(options).toHaveLength(31);
    expect(options[0]).toEqual({ value: '2026-11-28', label: 'Saturday 28 November 2026 (no passes left)' });
    expect(options[3]).toEqual({ value: '2026-12-01', label: 'Tuesday 1 December 2026' });
    expect(options.at(-1)).toEqual({ value: '2026-12-28', label: 'Monday 28 December 2026' });
  });

  it('asks for a venue when none is chosen (a member without a home venue)', () => {
    expect(venueProblem('')).toBe('Choose the venue your guest will visit.');
    expect(venueProblem('leeds-city')).toBeUndefined();
  });

  it('says what is left of a month', () => {
    expect(allowanceLabel(december)).toBe('1 of 2 left');
    expect(allowanceLabel(november)).toBe('None left (2 of 2 used)');
    expect(monthLabel('2026-12')).toBe('December 2026');
  });

  it('sends names trimmed and leaves out an empty email', () => {
    expect(
      issueBody({
        guestFirstName: ' Robin ',
        guestLastName: 'Small ',
        guestEmail: '  ',
        visitDate: '2026-12-03',
        venueSlug: 'leeds-city',
      }),
    ).toEqual({ guestFirstName: 'Robin', guestLastName: 'Small', visitDate: '2026-12-03', venueSlug: 'leeds-city' });
    expect(
      issueBody({
        guestFirstName: 'Robin',
        guestLastName: 'Small',
        guestEmail: 'r@example.com',
        visitDate: '2026-12-03',
        venueSlug: '',
      }),
    ).toEqual({
      guestFirstName: 'Robin',
      guestLastName: 'Small',
      guestEmail: 'r@example.com',
      visitDate: '2026-12-03',
    });
  });
});
