// The API's dates are London calendar dates ("2026-04-20"), labelled by @leisure/dates (decision 0008).
import type { DirectDebitChangeResult } from '@leisure/api-contract/browser';
import { weekdayDate } from '@leisure/dates';

/** "2026-04-20" → "Monday 20 April 2026": a collection date, with its weekday to check against a bank statement. */
export const collectionDate = (isoDate: string) => weekdayDate(isoDate);

/** 1 → "1st", 22 → "22nd" */
export function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th');
  return `${day}${suffix}`;
}

/** "****4958" → "ending 4958", as the page and screen readers say it. */
export const accountEnding = (masked: string) => `ending ${masked.replace(/\*/g, '')}`;

/** The billing days a Direct Debit can take: every month has them. */
export const BILLING_DAYS = Array.from({ length: 28 }, (_, index) => index + 1);

/**
 * A change's toast: what changed, then the first collection under it when there is one (docs/decisions/0460, 0461).
 * "Your billing day is now the 20th. The first collection on it is £31.20 on Monday 20 April 2026."
 */
export function changedToast(
  changed: string,
  firstCollection: DirectDebitChangeResult['firstCollection'],
  onOrFrom: 'on it' | 'from it',
): string {
  if (!firstCollection) return changed;
  const { amount, date } = firstCollection;
  return `${changed} The first collection ${onOrFrom} is ${amount.formatted} on ${collectionDate(date)}.`;
}
