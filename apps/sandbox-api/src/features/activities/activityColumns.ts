import type { Activity, IconName } from '@leisure/api-contract';

/** An activity's columns with its category's and venue's, as the catalogue and the timetable select them. */
export interface ActivityColumns {
  name: string;
  description: string;
  level: Activity['level'];
  min_age: number | null;
  max_age: number | null;
  duration_minutes: number;
  is_virtual: number;
  waiver_id: number | null;
  /** Its icon (docs/decisions/0020). */
  icon: IconName;
  category_id: number;
  category_slug: string;
  category_name: string;
  venue_id: number;
  venue_slug: string;
  venue_name: string;
}

/** The category and venue an activity belongs to, as the API refers to them. */
export const categoryAndVenue = (row: ActivityColumns) => ({
  category: { id: row.category_id, slug: row.category_slug, name: row.category_name },
  venue: { id: row.venue_id, slug: row.venue_slug, name: row.venue_name },
});
