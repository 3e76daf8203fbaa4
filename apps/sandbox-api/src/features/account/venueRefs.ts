import type { Database } from '../../db/database.ts';

export interface VenueRef {
  id: number;
  slug: string;
  name: string;
}

export function venueRefBySlug(db: Database, slug: string): VenueRef | undefined {
  return db.prepare('SELECT id, slug, name FROM venues WHERE slug = ?').get(slug) as VenueRef | undefined;
}
