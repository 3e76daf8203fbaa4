-- Enrolment day (docs/decisions/0597-enrolment-queue.md): when a term's enrolment opens at a venue and the rate the
-- venue lets people in; the queue's places, each let in at its slot (an instant from the rate), for a while.
CREATE TABLE lesson_enrolment_days (
  term_id INTEGER NOT NULL REFERENCES lesson_terms(id) ON DELETE CASCADE,
  venue_id INTEGER NOT NULL REFERENCES venues(id) ON DELETE CASCADE,
  -- The opening instant (ISO, UTC): from it, enrolling in the term's classes at the venue needs an admission.
  opens_at TEXT NOT NULL,
  admissions_per_minute INTEGER NOT NULL CHECK (admissions_per_minute BETWEEN 1 AND 6000),
  -- The draw at the opening: the instant it was made (admissions count from it), the seed of its shuffle and how
  -- many places it ordered. NULL until the first request at or after the opening makes it.
  drawn_at TEXT,
  draw_seed INTEGER,
  drawn_count INTEGER,
  PRIMARY KEY (term_id, venue_id)
);

CREATE TABLE lesson_queue_places (
  id INTEGER PRIMARY KEY,
  term_id INTEGER NOT NULL,
  venue_id INTEGER NOT NULL,
  -- The parent who queued: their admission lets them enrol anyone in their household.
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  joined_at TEXT NOT NULL,
  -- The order in which places are let in (0 first); NULL before the draw for a place queued before the opening.
  slot INTEGER,
  admitted_at TEXT,
  admission_expires_at TEXT,
  FOREIGN KEY (term_id, venue_id) REFERENCES lesson_enrolment_days(term_id, venue_id) ON DELETE CASCADE,
  UNIQUE (term_id, venue_id, slot)
);
CREATE INDEX lesson_queue_places_user ON lesson_queue_places (term_id, venue_id, user_id);
