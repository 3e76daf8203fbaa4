-- Lessons paid by card in blocks (docs/decisions/0599-lesson-blocks-by-card.md): a term course's rest of term, or
-- a continuous class's ten lessons, topped up. A basket line holds the class place while it is in the basket (15
-- minutes, as a session's place is held); checking out records the block and makes or extends the place.
ALTER TABLE cart_items ADD COLUMN lesson_class_id INTEGER REFERENCES lesson_classes(id) ON DELETE CASCADE;
-- The held place's first and last day in the class (a top-up: the lessons after the place's current end).
ALTER TABLE cart_items ADD COLUMN lesson_from TEXT;
ALTER TABLE cart_items ADD COLUMN lesson_to TEXT;
CREATE INDEX cart_items_lesson_hold ON cart_items (lesson_class_id, held_until);

CREATE TABLE lesson_blocks (
  id INTEGER PRIMARY KEY,
  -- The place the block pays for; a move up carries the block to the new place.
  enrolment_id INTEGER NOT NULL REFERENCES lesson_enrolments(id) ON DELETE CASCADE,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  kind TEXT NOT NULL CHECK (kind IN ('rest-of-term', 'ten-lessons')),
  lessons INTEGER NOT NULL CHECK (lessons > 0),
  amount INTEGER NOT NULL CHECK (amount >= 0),
  first_lesson_on TEXT NOT NULL,
  last_lesson_on TEXT NOT NULL,
  paid_at TEXT NOT NULL,
  -- When the "payment due for a block" email went (once per block, decision 0599).
  due_notice_sent_at TEXT
);
CREATE INDEX lesson_blocks_enrolment ON lesson_blocks (enrolment_id);
