import { addMonths, type IsoDate } from '@leisure/dates';
import { prettyDate } from '../../../kernel/dateLabels.ts';

export interface DateWindow {
  min: IsoDate;
  max: IsoDate;
}

/** A new membership starts today at the earliest and at most one month ahead. */
export const joiningStartWindow = (today: IsoDate): DateWindow => ({ min: today, max: addMonths(today, 1) });

/** The message for a start date outside the window, or null when it is inside. */
export function startDateProblem(startDate: IsoDate, window: DateWindow, today: IsoDate): string | null {
  if (startDate < window.min) {
    return window.min === today
      ? 'The start date cannot be in the past.'
      : `The start date must be on or after ${prettyDate(window.min)}.`;
  }
  if (startDate > window.max) return `The start date must be on or before ${prettyDate(window.max)}.`;
  return null;
}
