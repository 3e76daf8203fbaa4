import { addDays, prettyMonth, weekdayDate } from '@leisure/dates';
import {
  guestNameProblem,
  guestPassMessages as contractMessages,
  type GuestPassOverview,
} from '@leisure/api-contract/browser';

/** The form's fields, named as the API names them so a 422's messages land on their fields. */
export const guestPassFields = {
  firstName: 'guestFirstName',
  lastName: 'guestLastName',
  email: 'guestEmail',
  visitDate: 'visitDate',
  venue: 'venueSlug',
} as const;

export type GuestPassFieldName = (typeof guestPassFields)[keyof typeof guestPassFields];
export type GuestPassValues = Record<GuestPassFieldName, string>;

export const emptyGuestPassValues: GuestPassValues = {
  guestFirstName: '',
  guestLastName: '',
  guestEmail: '',
  visitDate: '',
  venueSlug: '',
};

type Allowance = GuestPassOverview['allowances'][number];

/** "November 2026" for "2026-11". */
export const monthLabel = (month: string): string => prettyMonth(month);

/** "Tuesday 24 November 2026" for a UK calendar date. */
export const visitDateLabel = (isoDate: string): string => weekdayDate(isoDate);

// The sandbox's own rules and words (@leisure/api-contract's guestPassRules), so the page says before sending what
// the server would say after; the visit date's messages are the page's own.
export { guestNameProblem };

export const guestPassMessages = {
  ...contractMessages,
  dateMissing: 'Choose the date of the visit',
  venueMissing: 'Choose the venue your guest will visit.',
  monthUsedUpIn: (allowance: Pick<Allowance, 'month' | 'monthlyLimit'>) =>
    contractMessages.monthUsedUp(allowance.monthlyLimit, monthLabel(allowance.month)),
} as const;

// The browser's email check stays simple; the server's stricter one answers by the field.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function guestEmailProblem(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return undefined;
  return email.length > 254 || !EMAIL.test(email) ? guestPassMessages.email : undefined;
}

/** A date must be chosen, and its month must have a pass left (decision 0401: passes count in the visit's month). */
export function visitDateProblem(value: string, allowances: readonly Allowance[]): string | undefined {
  if (value === '') return guestPassMessages.dateMissing;
  const allowance = allowances.find((month) => month.month === value.slice(0, 7));
  if (allowance && allowance.remaining === 0) return guestPassMessages.monthUsedUpIn(allowance);
  return undefined;
}

export interface VisitDateOption {
  value: string;
  label: string;
}

/**
 * The dates a visit can be on: today (UK) up to `bookAheadDays` ahead. A date in a month with no pass left says so
 * in its label; choosing it gets the month's message.
 */
export function visitDateOptions(
  today: string,
  bookAheadDays: number,
  allowances: readonly Allowance[],
): VisitDateOption[] {
  const usedUp = new Set(allowances.filter((month) => month.remaining === 0).map((month) => month.month));
  return Array.from({ length: bookAheadDays + 1 }, (_, offset) => {
    const date = addDays(today, offset);
    const label = visitDateLabel(date);
    return { value: date, label: usedUp.has(date.slice(0, 7)) ? `${label} (no passes left)` : label };
  });
}

/** "1 of 2 left" / "None left (2 of 2 used)". */
export function allowanceLabel(allowance: Pick<Allowance, 'monthlyLimit' | 'remaining'>): string {
  if (allowance.remaining === 0) return `None left (${allowance.monthlyLimit} of ${allowance.monthlyLimit} used)`;
  return `${allowance.remaining} of ${allowance.monthlyLimit} left`;
}

export const venueProblem = (value: string): string | undefined =>
  value === '' ? guestPassMessages.venueMissing : undefined;

/** The body the API takes: names trimmed, an empty email dropped (docs/product/platform.md §5). */
export function issueBody(values: GuestPassValues): {
  guestFirstName: string;
  guestLastName: string;
  guestEmail?: string;
  visitDate: string;
  venueSlug?: string;
} {
  const email = values.guestEmail.trim();
  return {
    guestFirstName: values.guestFirstName.trim(),
    guestLastName: values.guestLastName.trim(),
    ...(email ? { guestEmail: email } : {}),
    visitDate: values.visitDate,
    ...(values.venueSlug ? { venueSlug: values.venueSlug } : {}),
  };
}
