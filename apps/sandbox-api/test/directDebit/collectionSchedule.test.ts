import { describe, expect, it } from 'vitest';
import { nextDayOfMonthAfter } from '@leisure/dates';
import {
  addWorkingDays,
  firstCollectionFromNewAccount,
  planBillingDayChange,
  proRata,
} from '../../src/features/directDebit/collectionSchedule.ts';

const monthlyOn = (day: number) => (date: string) => nextDayOfMonthAfter(date, day);

describe('addWorkingDays', () => {
  it.each([
    ['Tuesday + 10', '2026-03-10', 10, '2026-03-24'],
    ['Sunday + 10', '2026-03-01', 10, '2026-03-13'],
    ['Friday + 1 skips the weekend', '2026-03-13', 1, '2026-03-16'],
    ['across the year end', '2026-12-24', 10, '2027-01-07'],
  ])('%s', (_case, from, days, expected) => {
    expect(addWorkingDays(from, days)).toBe(expected);
  });
});

// The next collection date across month ends (docs/decisions/0460): a collection inside the 10 working days'
// notice goes ahead; the next one is replaced by the first on the new day on or after it; the days between are
// collected pro rata with it.
describe('planBillingDayChange', () => {
  it.each([
    // case, today, current day, new day, going ahead, replaced, first, pro-rata days
    ['later day, old collection inside the notice', '2026-03-10', 15, 20, '2026-03-15', '2026-04-15', '2026-04-20', 5],
    [
      'earlier day: skips to the next month, no two in April',
      '2026-03-10',
      15,
      1,
      '2026-03-15',
      '2026-04-15',
      '2026-05-01',
      16,
    ],
    ['old collection outside the notice is replaced', '2026-03-01', 28, 5, null, '2026-03-28', '2026-04-05', 8],
    ['one day earlier: almost a month pro rata', '2026-03-10', 28, 27, null, '2026-03-28', '2026-04-27', 30],
    ['across the year end', '2026-12-01', 10, 28, '2026-12-10', '2027-01-10', '2027-01-28', 18],
    ['across February', '2027-01-20', 25, 2, '2027-01-25', '2027-02-25', '2027-03-02', 5],
    ['across a leap February', '2028-01-20', 25, 2, '2028-01-25', '2028-02-25', '2028-03-02', 6],
    ['1st to 28th, the 1st inside the notice', '2026-05-20', 1, 28, '2026-06-01', '2026-07-01', '2026-07-28', 27],
  ])('%s', (_case, today, currentDay, newDay, goingAhead, replaced, first, proRataDays) => {
    expect(planBillingDayChange(today, newDay, monthlyOn(currentDay))).toEqual({
      goingAhead,
      replaced,
      first,
      proRataDays,
    });
  });

  it('never brings two collections into one month', () => {
    for (let currentDay = 1; currentDay <= 28; currentDay += 1) {
      for (let newDay = 1; newDay <= 28; newDay += 1) {
        if (newDay === currentDay) continue;
        const plan = planBillingDayChange('2026-11-24', newDay, monthlyOn(currentDay));
        const lastOnOldDay = plan.goingAhead ?? nextDayOfMonthAfter('2026-11-23', currentDay);
        expect(plan.first.slice(0, 7) > lastOnOldDay.slice(0, 7) || plan.goingAhead === null).toBe(true);
        expect(plan.first >= plan.replaced).toBe(true);
        expect(plan.proRataDays).toBeLessThan(31);
      }
    }
  });
});

describe('proRata', () => {
  it.each([
    ['5 days of April', 3999, 5, '2026-04-15', 667],
    ['16 days of April', 3999, 16, '2026-04-15', 2133],
    ['5 days from a February', 3999, 5, '2027-02-25', 714],
    ['no days', 3999, 0, '2026-04-15', 0],
  ])('%s', (_case, price, days, month, expected) => {
    expect(proRata(price, days, month)).toBe(expected);
  });
});

describe('firstCollectionFromNewAccount', () => {
  it.each([
    ['the next collection is inside the notice: the one after', '2026-03-10', 15, '2026-04-15'],
    ['the next collection is outside the notice', '2026-03-01', 28, '2026-03-28'],
  ])('%s', (_case, today, day, expected) => {
    expect(firstCollectionFromNewAccount(today, monthlyOn(day))).toBe(expected);
  });
});
