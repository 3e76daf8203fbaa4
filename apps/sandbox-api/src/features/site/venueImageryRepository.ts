import type { Facility, Image, OpeningDay, Venue, Weekday } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';

// A venue's picture, facilities and opening hours as the API answers them (docs/decisions/0020-imagery-from-the-api.md).

export type VenueImageryView = Pick<Venue, 'heroImage' | 'facilities' | 'openingHours'>;

const weekdays: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

interface ImageRow {
  venue_id: number;
  url: string;
  width: number;
  height: number;
  alt: string;
}
interface FacilityRow extends Facility {
  venue_id: number;
}
interface HoursRow {
  venue_id: number;
  weekday: number;
  opens: string | null;
  closes: string | null;
}

const placeholders = (ids: number[]) => ids.map(() => '?').join(',');

/** The imagery of each venue asked about, in two or three queries however many venues there are. */
export function venueImageryOf(db: Database, venueIds: number[]): Map<number, VenueImageryView> {
  const views = new Map<number, VenueImageryView>(
    venueIds.map((id) => [id, { heroImage: null, facilities: [], openingHours: [] }]),
  );
  if (venueIds.length === 0) return views;
  const inList = placeholders(venueIds);
  const images = db
    .prepare(
      `SELECT v.id AS venue_id, i.url, i.width, i.height, i.alt FROM venues v JOIN images i ON i.id = v.hero_image_id
       WHERE v.id IN (${inList})`,
    )
    .all(...venueIds) as unknown as ImageRow[];
  for (const { venue_id, ...image } of images) views.get(venue_id)!.heroImage = image satisfies Image;
  const facilities = db
    .prepare(
      `SELECT venue_id, name, icon FROM venue_facilities WHERE venue_id IN (${inList}) ORDER BY venue_id, sort_order`,
    )
    .all(...venueIds) as unknown as FacilityRow[];
  for (const { venue_id, name, icon } of facilities) views.get(venue_id)!.facilities.push({ name, icon });
  const hours = db
    .prepare(`SELECT * FROM venue_opening_hours WHERE venue_id IN (${inList}) ORDER BY venue_id, weekday`)
    .all(...venueIds) as unknown as HoursRow[];
  for (const row of hours) {
    const day: OpeningDay = {
      day: weekdays[row.weekday - 1]!,
      hours: row.opens && row.closes ? { opens: row.opens, closes: row.closes } : null,
    };
    views.get(row.venue_id)!.openingHours.push(day);
  }
  return views;
}
