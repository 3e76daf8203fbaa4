import type { BookingEligibility } from '@leisure/api-contract';
import type { Database } from '../../../db/database.ts';
import type { PricingOptionRow } from '../timetable/pricingOptions.ts';
import type { SessionRow } from '../timetable/sessionRows.ts';
import { isMemberAt } from './memberAccess.ts';
import type { Person } from './people.ts';
import { ageOn } from '@leisure/dates';

/** Which field of a basket request a refusal is about. */
export interface EligibilityProblem {
  field: 'purchasedForUserId' | 'pricingOptionId';
  message: string;
}

/** "ages 4 to 7", "ages 16 and over", "ages 4 and under" */
function rangePhrase(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `ages ${min} to ${max}`;
  if (min !== null) return `ages ${min} and over`;
  return `ages ${max} and under`;
}

/**
 * Whether a person's age fits a range on the session's date. Without a date of birth a person counts as an adult:
 * they fit open-ended adult ranges (16+, 18+) but not junior, child or over-60 ranges.
 */
function fitsAgeRange(person: Person, min: number | null, max: number | null, onDate: string): boolean | 'unknown' {
  if (min === null && max === null) return true;
  if (person.dateOfBirth === null) return (min === null || min <= 18) && max === null ? true : 'unknown';
  const age = ageOn(person.dateOfBirth, onDate);
  return (min === null || age >= min) && (max === null || age <= max);
}

/** Whether the person may attend the activity at all (its age range). */
export function attendeeProblem(person: Person, session: SessionRow): EligibilityProblem | null {
  const fits = fitsAgeRange(person, session.min_age, session.max_age, session.local_date);
  if (fits === true) return null;
  const message =
    fits === 'unknown'
      ? `Add a date of birth to ${person.name}\u2019s account to book ${session.name}.`
      : `${session.name} is for ${rangePhrase(session.min_age, session.max_age)}.`;
  return { field: 'purchasedForUserId', message };
}

/** Whether the person may book at this price: its age limits and members-only rule. */
export function priceProblem(
  db: Database,
  person: Person,
  session: SessionRow,
  option: PricingOptionRow,
): EligibilityProblem | null {
  const fits = fitsAgeRange(person, option.min_age, option.max_age, session.local_date);
  if (fits === 'unknown') {
    return {
      field: 'pricingOptionId',
      message: `Add a date of birth to ${person.name}\u2019s account to book at the ${option.name} price.`,
    };
  }
  if (!fits) {
    return {
      field: 'pricingOptionId',
      message: `The ${option.name} price is for ${rangePhrase(option.min_age, option.max_age)}.`,
    };
  }
  if (option.members_only === 1 && !isMemberAt(db, person.id, session.venue_id, session.local_date)) {
    return { field: 'pricingOptionId', message: `The ${option.name} price is for members at ${session.venue_name}.` };
  }
  return null;
}

/** Both checks, as shown next to each price on a session page. */
export function eligibilityFor(
  db: Database,
  person: Person,
  session: SessionRow,
  option: PricingOptionRow,
): BookingEligibility {
  const problem = attendeeProblem(person, session) ?? priceProblem(db, person, session, option);
  return { canBook: problem === null, reason: problem?.message ?? null };
}
