import type { SandboxServices } from '../../../http/context.ts';
import type { Database } from '../../../db/database.ts';
import { ukToday } from '../../../clock.ts';
import { generateSessions, markGeneratedThrough, TIMETABLE_DAYS_AHEAD } from '../timetable/timetableGenerator.ts';
import type { ActivityTemplate } from './catalogue/activityTemplate.ts';
import { categoryCatalogue, waiverCatalogue } from './catalogue/categories.ts';
import { activityTemplates, instructorNames, programmeByPlaceType } from './catalogue/programmes.ts';
import { seededFraction, seededPick } from './seededFraction.ts';
import { addDays } from '@leisure/dates';
import { insertIllustration } from '../../site/index.ts';
import { activityImagery, categoryIcons } from './catalogue/activityImagery.ts';

/** Sessions are also generated for the past fortnight, so that customers have booking history. */
export const HISTORY_DAYS = 14;

/** Categories, waivers, each venue's activities with prices and weekly timetable, then the dated sessions. */
export function seedActivities({ db, clock, settings }: SandboxServices): void {
  const categoryIds = new Map<string, number>();
  const insertCategory = db.prepare(
    'INSERT INTO activity_categories (slug, name, description, sort_order, icon) VALUES (?, ?, ?, ?, ?)',
  );
  categoryCatalogue.forEach((category, index) => {
    const result = insertCategory.run(
      category.slug,
      category.name,
      category.description,
      index + 1,
      categoryIcons[category.slug],
    );
    categoryIds.set(category.slug, Number(result.lastInsertRowid));
  });

  const waiverIds = new Map<string, number>();
  for (const [key, waiver] of Object.entries(waiverCatalogue)) {
    const result = db
      .prepare('INSERT INTO activity_waivers (title, html) VALUES (?, ?)')
      .run(waiver.title, waiver.html);
    waiverIds.set(key, Number(result.lastInsertRowid));
  }

  const venues = db.prepare('SELECT id, slug, place_type FROM venues ORDER BY id').all() as {
    id: number;
    slug: string;
    place_type: string;
  }[];
  for (const venue of venues) {
    for (const key of programmeByPlaceType[venue.place_type] ?? []) {
      const template = activityTemplates[key];
      if (template) seedVenueActivity(db, venue, template, categoryIds, waiverIds, settings.publicOrigin);
    }
  }

  const today = ukToday(clock);
  const through = addDays(today, TIMETABLE_DAYS_AHEAD - 1);
  generateSessions(db, addDays(today, -HISTORY_DAYS), through);
  markGeneratedThrough(db, through);
}

function seedVenueActivity(
  db: Database,
  venue: { id: number; slug: string },
  template: ActivityTemplate,
  categoryIds: Map<string, number>,
  waiverIds: Map<string, number>,
  publicOrigin: string,
): void {
  const activity = db
    .prepare(
      `INSERT INTO activities (venue_id, category_id, name, description, level, min_age, max_age, duration_minutes,
         is_virtual, waiver_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      venue.id,
      categoryIds.get(template.category) ?? null,
      template.name,
      template.description,
      template.level,
      template.minAge,
      template.maxAge,
      template.durationMinutes,
      template.isVirtual ? 1 : 0,
      template.waiver ? (waiverIds.get(template.waiver) ?? null) : null,
    );
  const activityId = Number(activity.lastInsertRowid);
  // Its icon and picture (docs/decisions/0020): the picture sits beside the activity's name, so it is decorative.
  const imagery = activityImagery[template.key];
  if (imagery) {
    const imageId = insertIllustration(db, publicOrigin, venue.slug, imagery.scene, '');
    db.prepare('UPDATE activities SET icon = ?, image_id = ? WHERE id = ?').run(imagery.icon, imageId, activityId);
  }

  const insertOption = db.prepare(
    `INSERT INTO activity_pricing_options (activity_id, name, description, price, min_age, max_age, members_only, sort_order)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  template.prices.forEach((price, index) =>
    insertOption.run(
      activityId,
      price.name,
      price.description,
      price.price,
      price.minAge ?? null,
      price.maxAge ?? null,
      price.membersOnly ? 1 : 0,
      index + 1,
    ),
  );

  // Venues differ: each runs most of a template's slots, some a quarter of an hour later.
  const shiftMinutes = seededFraction(`shift:${venue.slug}:${template.key}`) < 0.3 ? 15 : 0;
  const insertSchedule = db.prepare(
    'INSERT INTO activity_schedules (activity_id, weekday, start_time, capacity, location, instructor) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const slot of template.slots) {
    for (const day of slot.days) {
      for (const time of slot.times) {
        const key = `${venue.slug}:${template.key}:${day}:${time}`;
        if (seededFraction(`keep:${key}`) >= 0.8) continue;
        const instructor = template.hasInstructor
          ? seededPick(`instructor:${venue.slug}:${template.key}:${day}`, instructorNames)
          : null;
        insertSchedule.run(
          activityId,
          day,
          shiftTime(time, shiftMinutes),
          template.capacity,
          template.location,
          instructor,
        );
      }
    }
  }
}

function shiftTime(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
