import { contract } from '@leisure/api-contract';
import { ukToday } from '../../clock.ts';
import { implement } from '../../http/implement.ts';
import { notFound } from '../../http/apiError.ts';
import { findClass, listClasses } from './classRecords.ts';
import { classDetailView, classView } from './classViews.ts';
import { programmesView } from './programmeViews.ts';
import { settleLessons } from './offers.ts';

const { lessons } = contract;

/** Finding a class (docs/decisions/0590): programmes, search, a class's page. Open to visitors. */
export const publicLessonRoutes = [
  implement(lessons.getLessonProgrammes, ({ db }) => programmesView(db)),
  implement(lessons.searchLessonClasses, ({ db, clock, query }) => {
    settleLessons(db, clock);
    const today = ukToday(clock);
    const now = clock.now();
    const rows = listClasses(db, {
      venueSlug: query.venue,
      programmeSlug: query.programme,
      levelId: query.levelId,
      weekday: query.weekday,
      from: query.from,
      to: query.to,
    }).filter((row) => {
      if (query.age === undefined) return true;
      // An age in whole years is any month of that year of age: the band takes it when the two overlap.
      const youngest = query.age * 12;
      const oldest = youngest + 11;
      return oldest >= row.min_age_months && (row.max_age_months === null || youngest <= row.max_age_months);
    });
    return { classes: rows.map((row) => classView(db, row, today, now)) };
  }),
  implement(lessons.getLessonClass, ({ db, clock, params }) => {
    settleLessons(db, clock);
    const row = findClass(db, params.id);
    if (!row) throw notFound('That class is not on the timetable.');
    return classDetailView(db, row, ukToday(clock), clock.now());
  }),
];
