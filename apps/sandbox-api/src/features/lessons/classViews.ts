import type { LessonClass, LessonClassDetail } from '@leisure/api-contract';
import type { IsoDate } from '@leisure/dates';
import type { Database } from '../../db/database.ts';
import { toMoney } from '../../kernel/money.ts';
import { className, endTime, weekdayName, type ClassRow } from './classRecords.ts';
import { firstLessonWithPlace } from './classPlaces.ts';
import { closuresAt, termAt, upcomingLessons } from './lessonCalendar.ts';
import { ageBandText } from './enrolmentRules.ts';
import { dateText } from './lessonLabels.ts';
import { blockForNewPlace, cardBlockView } from './blockPlans.ts';
import { fixedClock } from '../../clock.ts';

const ageBand = (row: ClassRow) => ({
  minAgeMonths: row.min_age_months,
  maxAgeMonths: row.max_age_months,
  text: ageBandText(row.min_age_months, row.max_age_months),
});

/** "3 places left", "1 place from 12 January 2027", "Full: join the waiting list". */
function spacesText(free: { date: IsoDate; spaces: number } | null, next: IsoDate | undefined): string {
  if (!next) return 'No lessons scheduled yet';
  if (!free) return 'Full: join the waiting list';
  const places = `${free.spaces} ${free.spaces === 1 ? 'place' : 'places'}`;
  return free.date === next ? `${places} left` : `${places} from ${dateText(free.date)}`;
}

/** A class as search and the account show it, with what an OpenActive CourseInstance needs. */
export function classView(db: Database, row: ClassRow, today: IsoDate, now: Date): LessonClass {
  const upcoming = upcomingLessons(db, row, today, now);
  const next = upcoming[0];
  const free = firstLessonWithPlace(db, row, today, now);
  const spaces = free && free.date === next ? free.spaces : 0;
  const name = className(row);
  const endDate = row.delivery === 'term' && next ? (termAt(db, next)?.endsOn ?? null) : null;
  return {
    id: row.id,
    name,
    venue: { id: row.venue_id, slug: row.venue_slug, name: row.venue_name },
    area: row.area,
    programme: {
      id: row.programme_id,
      slug: row.programme_slug,
      name: row.programme_name,
      activity: row.activity,
      icon: row.programme_icon,
    },
    level: { id: row.level_id, position: row.level_position, name: row.level_name },
    ageBand: ageBand(row),
    schedule: {
      weekday: row.weekday,
      weekdayName: weekdayName(row.weekday),
      startsAt: row.starts_at,
      endsAt: endTime(row.starts_at, row.duration_minutes),
      durationMinutes: row.duration_minutes,
    },
    teacher: row.teacher_first_name ? `${row.teacher_first_name} ${row.teacher_last_name?.[0] ?? ''}.` : null,
    delivery: row.delivery,
    capacity: row.capacity,
    spaces,
    spacesText: spacesText(free, next),
    nextLessonOn: next ?? null,
    monthlyPrice: toMoney(row.monthly_price),
    lessonPrice: toMoney(row.lesson_price),
    openActive: {
      type: 'CourseInstance',
      identifier: `lesson-class-${row.id}`,
      name: `${row.programme_name}: ${name}`,
      activity: row.activity,
      level: row.level_name,
      ageRange: {
        minValue: Math.floor(row.min_age_months / 12),
        maxValue: row.max_age_months === null ? null : Math.floor(row.max_age_months / 12),
      },
      eventSchedule: {
        byDay: `https://schema.org/${weekdayName(row.weekday)}`,
        startTime: row.starts_at,
        duration: `PT${row.duration_minutes}M`,
        startDate: next ?? null,
        endDate,
        scheduleTimezone: 'Europe/London',
      },
      offers: [
        { name: 'Monthly Direct Debit', price: row.monthly_price / 100, priceCurrency: 'GBP' },
        { name: 'One lesson of a block', price: row.lesson_price / 100, priceCurrency: 'GBP' },
      ],
      maximumAttendeeCapacity: row.capacity,
      remainingAttendeeCapacity: spaces,
      location: { name: row.venue_name, postalCode: row.venue_postcode },
    },
  };
}

/** A class's page: what its level teaches, its dates (the term's, or continuous), next lessons and prices. */
export function classDetailView(db: Database, row: ClassRow, today: IsoDate, now: Date): LessonClassDetail {
  const summary = classView(db, row, today, now);
  const upcoming = upcomingLessons(db, row, today, now);
  const term = termAt(db, upcoming[0] ?? today) ?? null;
  const leftInTerm = term ? upcoming.filter((date) => date <= term.endsOn).length : 0;
  const free = firstLessonWithPlace(db, row, today, now);
  const competencies = db
    .prepare('SELECT id, position, description FROM lesson_competencies WHERE level_id = ? ORDER BY position')
    .all(row.level_id) as { id: number; position: number; description: string }[];
  const deliveryText =
    row.delivery === 'continuous'
      ? 'Continuous: your place carries on from term to term until you leave or move up. Lessons run in term time.'
      : term
        ? `${term.name}: ${dateText(term.startsOn)} to ${dateText(term.endsOn)}. Enrol again for the next term.`
        : 'Term dates to be announced.';
  return {
    ...summary,
    levelDescription: row.level_description,
    competencies,
    term,
    deliveryText,
    nextLessons: upcoming.slice(0, 8),
    closures: closuresAt(db, row.venue_id).filter((closure) => closure.endsOn >= today),
    lessonsLeftInTerm: leftInTerm,
    cardBlock: free ? cardBlockView(db, blockForNewPlace(db, fixedClock(now.toISOString()), row, free.date)) : null,
  };
}
