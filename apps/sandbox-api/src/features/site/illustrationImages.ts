import type { Database } from '../../db/database.ts';
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH, illustrationPath, type IllustrationScene } from './illustrations.ts';
import { venueCatalogue } from './venueCatalogue.ts';

/**
 * Stores a picture of `scene` in the venue's brand colours (its theme) and answers the image's id: the hero pictures
 * and the activities' pictures (docs/decisions/0020). `alt` is "" where the picture is decorative.
 */
export function insertIllustration(
  db: Database,
  publicOrigin: string,
  venueSlug: string,
  scene: IllustrationScene,
  alt: string,
): number {
  const theme = venueCatalogue.find((venue) => venue.slug === venueSlug)?.theme ?? 'brightwater';
  const result = db
    .prepare('INSERT INTO images (url, width, height, alt) VALUES (?, ?, ?, ?)')
    .run(`${publicOrigin}${illustrationPath(theme, scene)}`, ILLUSTRATION_WIDTH, ILLUSTRATION_HEIGHT, alt);
  return Number(result.lastInsertRowid);
}
