import type { LessonCardBlock, LessonClass } from '@leisure/api-contract/browser';
import { prettyDate, weekdayDate } from '@leisure/dates';

/** "Mondays 16:00 to 16:30". */
export const whenText = (lessonClass: Pick<LessonClass, 'schedule'>): string =>
  `${lessonClass.schedule.weekdayName}s ${lessonClass.schedule.startsAt} to ${lessonClass.schedule.endsAt}`;

/** "£34.50 a month". */
export const monthlyText = (lessonClass: Pick<LessonClass, 'monthlyPrice'>): string =>
  `${lessonClass.monthlyPrice.formatted} a month`;

/** The class's places as the finder and the class page show them ("3 places left", "Full – waiting list"). */
export function spacesLabel(lessonClass: Pick<LessonClass, 'spaces'>): string {
  if (lessonClass.spaces === 0) return 'Full – waiting list';
  return lessonClass.spaces === 1 ? '1 place left' : `${lessonClass.spaces} places left`;
}

/** "Monday 7 December". */
export const lessonDayText = (date: string): string => weekdayDate(date);

/** "7 December 2026". */
export const longDate = (date: string): string => prettyDate(date);

/** "1st", "2nd", "3rd", "4th"… */
export function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
}

/** "Ten lessons: 15 November 2026 to 7 February 2027, £90.00 by card". */
export const cardBlockText = (block: LessonCardBlock): string =>
  `${block.name}: ${block.lessons} lessons, ${longDate(block.firstLessonOn)} to ${longDate(block.lastLessonOn)}, ${block.price.formatted} by card`;
