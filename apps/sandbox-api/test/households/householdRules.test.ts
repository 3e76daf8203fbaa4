import { describe, expect, it } from 'vitest';
import type { HouseholdRole } from '@leisure/api-contract';
import { childBirthDateProblem, mayBookFor } from '../../src/features/households/householdRules.ts';

// docs/decisions/0313-households.md: what each member may do for each other member.
describe('who in a household may book for whom', () => {
  const table: [actor: HouseholdRole, target: HouseholdRole, may: boolean][] = [
    ['payer', 'adult', true],
    ['payer', 'child', true],
    ['adult', 'payer', true],
    ['adult', 'adult', true],
    ['adult', 'child', true],
    ['child', 'payer', false],
    ['child', 'adult', false],
    ['child', 'child', false],
  ];
  it.each(table)('%s for %s: %s', (actor, target, may) => {
    expect(mayBookFor(actor, target)).toBe(may);
  });
});

describe("a child's date of birth", () => {
  const today = '2026-03-10';
  const table: [dateOfBirth: string, problem: string | null][] = [
    ['2015-04-30', null],
    ['2026-03-10', null],
    ['2008-03-11', null],
    ['2008-03-10', 'A child must be under 18. Invite an adult by email instead.'],
    ['1990-01-01', 'A child must be under 18. Invite an adult by email instead.'],
    ['2026-03-11', 'The date of birth cannot be in the future.'],
    ['2015-02-30', 'Enter a real date of birth.'],
    ['30/04/2015', 'Enter the date of birth as a date, like 2015-04-30.'],
  ];
  it.each(table)('%s → %s', (dateOfBirth, problem) => {
    expect(childBirthDateProblem(dateOfBirth, today)).toBe(problem);
  });
});
