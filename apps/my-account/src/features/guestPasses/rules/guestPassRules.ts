import type { GuestPassOverview } from '@leisure/api-contract/browser';

/** The form's fields, named as the API names them so a 422's messages land on their fields. */
export const guestPassFields = {
  firstName: 'guestFirstName',
  lastName: 'guestLastName',
  email: 'guestEmail',
  visitDate: 'visitDate',
} as const;

export type GuestPassFieldName = (typeof guestPassFields)[keyof typeof guestPassFields];
export type GuestPassValues = Record<GuestPassFieldName, string>;

export const emptyGuestPassValues: GuestPassValues = {
  guestFirstName: '',
  guestLastName: '',
  guestEmail: '',
  visitDate: '',
};

type Allowance = GuestPassOverview['allowances'][number];

const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const visitDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "November 2026" for "2026-11". */
export const monthLabel = (month: string): string => monthName.format(new Date(`${month}-01T00:00:00Z`));

/** "Tuesday 24 November 2026" for a UK calendar date. */
export const visitDateLabel = (isoDate: string): string =>
  visitDay.format(new Date(`${isoDate}T00:00:00Z`)).replace(',', '');

// The sandbox's own words (packages/api-contract/src/domains/account.ts, apps/sandbox-api/src/features/account), so
// the page says before sending what the server would say after.
export const guestPassMessages = {
  nameMissing: (label: string) => `Enter the guest's ${label}`,
  nameTooLong: (label: string) => `The guest's ${label} must be 60 characters or fewer`,
  nameLetters: (label: string) => `Enter the guest's ${label} using letters only`,
  email: 'Enter a valid email address, like name@example.com',
  dateMissing: 'Choose the date of the visit',
  monthUsedUp: (allowance: Pick<Allowance, 'month' | 'monthlyLimit'>) =>
    `You have used ${allowance.monthlyLimit === 1 ? 'your guest pass' : `all ${allowance.monthlyLimit} guest passes`} ` +
    `for ${monthLabel(allowance.month)}. Choose a date in another month.`,
} as const;

const NAME_MAX = 60;
const NAME = /^[\p{L}][\p{L}\p{M}' .-]*$/u;
// The browser's check stays simple; the server's stricter one answers by the field.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function guestNameProblem(label: string, value: string): string | undefined {
  const name = value.trim();
  if (name === '') return guestPassMessages.nameMissing(label);
  if (name.length > NAME_MAX) return guestPassMessages.nameTooLong(label);
  if (!NAME.test(name)) return guestPassMessages.nameLetters(label);
  return undefined;
}

export function guestEmailProblem(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return undefined;
  return email.length > 254 || !EMAIL.test(email) ? guestPassMessages.email : undefined;
}

/** A date must be chosen, and its month must have a pass left (decision 0401: passes count in the visit's month). */
export function visitDateProblem(value: string, allowances: readonly Allowance[]): string | undefined {
  if (value === '') return guestPassMessages.dateMissing;
  const allowance = allowances.find((month) => month.month === value.slice(0, 7));
  if (allowance && allowance.remaining === 0) return guestPassMessages.monthUsedUp(allowance);
  return undefined;
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
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

/** The body the API takes: names trimmed, an empty email dropped (docs/product/platform.md §5). */
export function issueBody(values: GuestPassValues): {
  guestFirstName: string;
  guestLastName: string;
  guestEmail?: string;
  visitDate: string;
} {
  const email = values.guestEmail.trim();
  return {
    guestFirstName: values.guestFirstName.trim(),
    guestLastName: values.guestLastName.trim(),
    ...(email ? { guestEmail: email } : {}),
    visitDate: values.visitDate,
  };
}
