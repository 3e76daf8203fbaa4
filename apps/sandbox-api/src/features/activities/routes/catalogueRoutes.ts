import { contract, type Activity } from '@leisure/api-contract';
import { implement } from '../../../http/implement.ts';
import { categoryOrInvalid, venueOrNotFound, type CategoryRow } from '../catalogueLookups.ts';
import {
  ageRangeOf,
  allMembersOnly,
  priceFrom,
  pricingOptionsByActivity,
  toPricingOption,
} from '../timetable/pricingOptions.ts';
import { ensureTimetable } from '../timetable/timetableGenerator.ts';
import { toLondonIso } from '../londonTime.ts';
import { categoryAndVenue, type ActivityColumns } from '../activityColumns.ts';

interface ActivityRow extends ActivityColumns {
  id: number;
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  image_alt: string | null;
  upcoming_sessions: number;
  next_session_at: string | null;
}

/** The activity's picture (docs/decisions/0020), when it has one. */
function activityImage(row: ActivityRow): Activity['image'] {
  if (row.image_url === null || row.image_width === null || row.image_height === null) return null;
  return { url: row.image_url, width: row.image_width, height: row.image_height, alt: row.image_alt ?? '' };
}

export const catalogueRoutes = [
  implement(contract.activities.listActivityCategories, ({ db, query }) => {
    const venue = query.venue ? venueOrNotFound(db, query.venue) : undefined;
    const rows = db
      .prepare(
        `SELECT c.*, (SELECT COUNT(*) FROM activities a WHERE a.category_id = c.id AND (? IS NULL OR a.venue_id = ?)) AS activity_count
         FROM activity_categories c ORDER BY c.sort_order`,
      )
      .all(venue?.id ?? null, venue?.id ?? null) as unknown as (CategoryRow & { activity_count: number })[];
    return rows
      .filter((row) => !venue || row.activity_count > 0)
      .map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        description: row.description,
        activityCount: row.activity_count,
        icon: row.icon,
      }));
  }),

  implement(contract.activities.listVenueActivities, ({ db, clock, params, query }) => {
    ensureTimetable(db, clock);
    const venue = venueOrNotFound(db, params.venue);
    const category = categoryOrInvalid(db, query.category);
    const now = clock.now().toISOString();
    const rows = db
      .prepare(
        `SELECT a.*, c.slug AS category_slug, c.name AS category_name, v.slug AS venue_slug, v.name AS venue_name,
           (SELECT COUNT(*) FROM activity_sessions s WHERE s.activity_id = a.id AND s.status = 'scheduled' AND s.starts_at > ?) AS upcoming_sessions,
           (SELECT MIN(s.starts_at) FROM activity_sessions s WHERE s.activity_id = a.id AND s.status = 'scheduled' AND s.starts_at > ?) AS next_session_at,
           i.url AS image_url, i.width AS image_width, i.height AS image_height, i.alt AS image_alt
         FROM activities a JOIN activity_categories c ON c.id = a.category_id JOIN venues v ON v.id = a.venue_id
           LEFT JOIN images i ON i.id = a.image_id
         WHERE a.venue_id = ? AND (? IS NULL OR a.category_id = ?)
         ORDER BY c.sort_order, a.name`,
      )
      .all(now, now, venue.id, category?.id ?? null, category?.id ?? null) as unknown as ActivityRow[];
    const options = pricingOptionsByActivity(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row): Activity => {
      const activityOptions = options.get(row.id) ?? [];
      return {
        id: row.id,
        name: row.name,
        description: row.description,
        ...categoryAndVenue(row),
        level: row.level,
        ageRange: ageRangeOf(row.min_age, row.max_age),
        durationMinutes: row.duration_minutes,
        membersOnly: allMembersOnly(activityOptions),
        isVirtual: row.is_virtual === 1,
        requiresWaiver: row.waiver_id !== null,
        pricingOptions: activityOptions.map(toPricingOption),
        priceFrom: priceFrom(activityOptions),
        upcomingSessionCount: row.upcoming_sessions,
        nextSessionStartsAt: row.next_session_at ? toLondonIso(new Date(row.next_session_at)) : null,
        icon: row.icon,
        image: activityImage(row),
      };
    });
  }),
];
