import type { IconName } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';
import { invalidField, notFound } from '../../http/apiError.ts';
import { findVenueBySlug } from '../site/index.ts';

export interface CategoryRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  sort_order: number;
  /** Its icon (docs/decisions/0020). */
  icon: IconName;
}

export function venueOrNotFound(db: Database, slug: string): { id: number; slug: string; name: string } {
  const venue = findVenueBySlug(db, slug);
  if (!venue) throw notFound('No such venue.');
  return venue;
}

/** A category named in a query; unknown ones are a 422 on `category`. */
export function categoryOrInvalid(db: Database, slug: string | undefined): CategoryRow | undefined {
  if (slug === undefined) return undefined;
  const category = db.prepare('SELECT * FROM activity_categories WHERE slug = ?').get(slug) as CategoryRow | undefined;
  if (!category) throw invalidField('category', 'No such activity category.');
  return category;
}
