-- Imagery from the API (docs/decisions/0020-imagery-from-the-api.md): pictures with their own size and text
-- alternative, a venue's hero picture, facilities and opening hours, and the icons of activities, their categories
-- and membership types (names of the front ends' icon set).
CREATE TABLE images (
  id INTEGER PRIMARY KEY,
  url TEXT NOT NULL,
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  -- '' for a decorative picture.
  alt TEXT NOT NULL DEFAULT ''
);

ALTER TABLE venues ADD COLUMN hero_image_id INTEGER REFERENCES images(id);

CREATE TABLE venue_facilities (
  id INTEGER PRIMARY KEY,
  venue_id INTEGER NOT NULL REFERENCES venues(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  icon TEXT NOT NULL,
  sort_order INTEGER NOT NULL
);
CREATE INDEX venue_facilities_venue ON venue_facilities (venue_id, sort_order);

-- One row per ISO weekday (1 Monday … 7 Sunday) for a venue that publishes its hours; opens and closes are London
-- clock times, both NULL on a day it is closed.
CREATE TABLE venue_opening_hours (
  venue_id INTEGER NOT NULL REFERENCES venues(id) ON DELETE CASCADE,
  weekday INTEGER NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  opens TEXT,
  closes TEXT,
  PRIMARY KEY (venue_id, weekday),
  CHECK ((opens IS NULL AND closes IS NULL) OR (opens IS NOT NULL AND closes IS NOT NULL AND opens < closes))
);

ALTER TABLE activity_categories ADD COLUMN icon TEXT NOT NULL DEFAULT 'activity';
ALTER TABLE activities ADD COLUMN icon TEXT NOT NULL DEFAULT 'activity';
ALTER TABLE activities ADD COLUMN image_id INTEGER REFERENCES images(id);
ALTER TABLE membership_types ADD COLUMN icon TEXT NOT NULL DEFAULT 'badge-check';
