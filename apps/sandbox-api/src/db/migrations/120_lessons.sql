-- Swimming lessons and courses (docs/decisions/0590-lesson-model.md): programmes of ordered levels with
-- competencies, weekly classes taught in term time, and the learners' enrolments, attendance and assessments.
CREATE TABLE lesson_programmes (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  -- The framework it follows, e.g. "Swim England Learn to Swim".
  framework TEXT NOT NULL,
  -- The OpenActive activity, e.g. "Swimming", "Tennis".
  activity TEXT NOT NULL,
  description TEXT NOT NULL,
  -- 'continuous': the enrolment carries on term after term; 'term': it ends with the term (re-enrol each term).
  delivery TEXT NOT NULL CHECK (delivery IN ('continuous', 'term')),
  sort_order INTEGER NOT NULL
);

CREATE TABLE lesson_levels (
  id INTEGER PRIMARY KEY,
  programme_id INTEGER NOT NULL REFERENCES lesson_programmes(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  -- The age band, in whole months, on the day of the first lesson (Ducklings start at 6 months).
  min_age_months INTEGER NOT NULL,
  max_age_months INTEGER,
  UNIQUE (programme_id, position)
);

CREATE TABLE lesson_competencies (
  id INTEGER PRIMARY KEY,
  level_id INTEGER NOT NULL REFERENCES lesson_levels(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  description TEXT NOT NULL,
  UNIQUE (level_id, position)
);

-- The operator's terms: every class runs in term time only, skipping the closures.
CREATE TABLE lesson_terms (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  starts_on TEXT NOT NULL,
  ends_on TEXT NOT NULL,
  CHECK (ends_on >= starts_on)
);

-- No lessons from starts_on to ends_on: a half-term for every venue (venue_id NULL), or one venue's closure.
CREATE TABLE lesson_closures (
  id INTEGER PRIMARY KEY,
  venue_id INTEGER REFERENCES venues(id) ON DELETE CASCADE,
  starts_on TEXT NOT NULL,
  ends_on TEXT NOT NULL,
  reason TEXT NOT NULL,
  CHECK (ends_on >= starts_on)
);

-- Who teaches: a name, and the staff log-in that marks registers (a teacher is a staff user with a row here).
CREATE TABLE lesson_teachers (
  id INTEGER PRIMARY KEY,
  user_id INTEGER UNIQUE REFERENCES users(id) ON DELETE SET NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL
);

CREATE TABLE lesson_classes (
  id INTEGER PRIMARY KEY,
  venue_id INTEGER NOT NULL REFERENCES venues(id) ON DELETE CASCADE,
  level_id INTEGER NOT NULL REFERENCES lesson_levels(id) ON DELETE CASCADE,
  -- The pool or area, e.g. "Learner pool".
  area TEXT NOT NULL,
  -- ISO weekday, 1 Monday to 7 Sunday, and the London wall time it starts.
  weekday INTEGER NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  starts_at TEXT NOT NULL CHECK (starts_at GLOB '[0-2][0-9]:[0-5][0-9]'),
  duration_minutes INTEGER NOT NULL CHECK (duration_minutes > 0),
  teacher_id INTEGER REFERENCES lesson_teachers(id) ON DELETE SET NULL,
  capacity INTEGER NOT NULL CHECK (capacity > 0),
  -- Pence: the monthly Direct Debit, and one lesson of a block paid by card.
  monthly_price INTEGER NOT NULL CHECK (monthly_price >= 0),
  lesson_price INTEGER NOT NULL CHECK (lesson_price >= 0)
);
CREATE INDEX lesson_classes_level ON lesson_classes (level_id, venue_id);

-- A learner's place: on the waiting list (class_id NULL, per venue and level), offered a place in a class until
-- offer_expires_at, active in it, moving up (active until ends_on, then ended), or ended. A move-up offer is an
-- offered row whose moved_from_enrolment_id is the active one (docs/decisions/0590, 0591).
CREATE TABLE lesson_enrolments (
  id INTEGER PRIMARY KEY,
  learner_user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- The adult who enrolled the learner and pays.
  payer_user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  venue_id INTEGER NOT NULL REFERENCES venues(id) ON DELETE CASCADE,
  level_id INTEGER NOT NULL REFERENCES lesson_levels(id) ON DELETE CASCADE,
  class_id INTEGER REFERENCES lesson_classes(id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('waiting', 'offered', 'active', 'moving', 'ended')),
  -- Waiting-list priority (docs/decisions/0591): 'moving-up' from the level below, else none.
  priority TEXT CHECK (priority IN ('moving-up')),
  -- The waiting list's preferences: ISO weekdays "1,3" and parts of the day "morning,evening"; empty = any.
  preferred_days TEXT NOT NULL DEFAULT '',
  preferred_times TEXT NOT NULL DEFAULT '',
  joined_at TEXT NOT NULL,
  offered_at TEXT,
  offer_expires_at TEXT,
  -- The first and last lessons in the class (ends_on NULL: no end set).
  starts_on TEXT,
  ends_on TEXT,
  payment_method TEXT CHECK (payment_method IN ('direct_debit')),
  -- The first day the Direct Debit pays for: the first lesson, kept when the payment carries to a move-up's class.
  paid_from TEXT,
  monthly_price INTEGER,
  first_collection_on TEXT,
  first_collection_amount INTEGER,
  notice_given_at TEXT,
  ended_at TEXT,
  ended_reason TEXT CHECK (ended_reason IN ('left', 'moved-up', 'declined', 'offer-expired', 'term-ended')),
  moved_from_enrolment_id INTEGER REFERENCES lesson_enrolments(id) ON DELETE SET NULL
);
CREATE INDEX lesson_enrolments_class ON lesson_enrolments (class_id, status);
CREATE INDEX lesson_enrolments_list ON lesson_enrolments (venue_id, level_id, status);
CREATE INDEX lesson_enrolments_learner ON lesson_enrolments (learner_user_id, status);
-- One place in line per learner, venue and level; one live place per learner and class.
CREATE UNIQUE INDEX lesson_enrolments_one_in_line ON lesson_enrolments (learner_user_id, venue_id, level_id)
  WHERE status = 'waiting';
CREATE UNIQUE INDEX lesson_enrolments_one_per_class ON lesson_enrolments (learner_user_id, class_id)
  WHERE status IN ('offered', 'active', 'moving');

-- The register: one mark per learner and lesson (an enrolled learner or one on a make-up).
CREATE TABLE lesson_attendance (
  id INTEGER PRIMARY KEY,
  class_id INTEGER NOT NULL REFERENCES lesson_classes(id) ON DELETE CASCADE,
  lesson_date TEXT NOT NULL,
  learner_user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('present', 'absent')),
  marked_by_user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  marked_at TEXT NOT NULL,
  UNIQUE (class_id, lesson_date, learner_user_id)
);

-- A make-up credit earned by an absence (docs/decisions/0593), used by booking one make-up lesson.
CREATE TABLE lesson_makeup_credits (
  id INTEGER PRIMARY KEY,
  learner_user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  level_id INTEGER NOT NULL REFERENCES lesson_levels(id) ON DELETE CASCADE,
  attendance_id INTEGER NOT NULL UNIQUE REFERENCES lesson_attendance(id) ON DELETE CASCADE,
  term_id INTEGER NOT NULL REFERENCES lesson_terms(id) ON DELETE CASCADE,
  earned_on TEXT NOT NULL,
  expires_on TEXT NOT NULL,
  used_class_id INTEGER REFERENCES lesson_classes(id) ON DELETE SET NULL,
  used_lesson_date TEXT,
  used_at TEXT
);
CREATE INDEX lesson_makeup_credits_learner ON lesson_makeup_credits (learner_user_id);
CREATE INDEX lesson_makeup_credits_booked ON lesson_makeup_credits (used_class_id, used_lesson_date);

-- A competency a teacher has ticked for a learner.
CREATE TABLE lesson_competency_passes (
  id INTEGER PRIMARY KEY,
  learner_user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  competency_id INTEGER NOT NULL REFERENCES lesson_competencies(id) ON DELETE CASCADE,
  passed_at TEXT NOT NULL,
  ticked_by_user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  UNIQUE (learner_user_id, competency_id)
);
