-- Activities: categories, what each venue offers, its prices, its weekly timetable and the dated sessions
-- generated from it. Times are stored in UTC (ISO 8601); local_date is the session's date in Europe/London.
CREATE TABLE activity_categories (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  sort_order INTEGER NOT NULL
);

-- A consent form some activities need before an attendee's first session (e.g. junior activities).
CREATE TABLE activity_waivers (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  html TEXT NOT NULL
);

CREATE TABLE activities (
  id INTEGER PRIMARY KEY,
  venue_id INTEGER NOT NULL REFERENCES venues(id),
  category_id INTEGER NOT NULL REFERENCES activity_categories(id),
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  level TEXT NOT NULL CHECK (level IN ('All levels', 'Beginner', 'Intermediate', 'Advanced')),
  min_age INTEGER,
  max_age INTEGER,
  duration_minutes INTEGER NOT NULL CHECK (duration_minutes > 0),
  is_virtual INTEGER NOT NULL DEFAULT 0,
  waiver_id INTEGER REFERENCES activity_waivers(id)
);
CREATE INDEX activities_venue ON activities (venue_id, category_id);

-- Who may book at what price. Prices are in pence and include VAT. A members-only option needs a membership
-- at the session's venue; age limits apply to the attendee's age on the day of the session.
CREATE TABLE activity_pricing_options (
  id INTEGER PRIMARY KEY,
  activity_id INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  description TEXT,
  price INTEGER NOT NULL CHECK (price >= 0),
  min_age INTEGER,
  max_age INTEGER,
  members_only INTEGER NOT NULL DEFAULT 0,
  sort_order INTEGER NOT NULL
);
CREATE INDEX activity_pricing_options_activity ON activity_pricing_options (activity_id);

-- The weekly timetable: sessions are generated from it for each date of the booking window.
CREATE TABLE activity_schedules (
  id INTEGER PRIMARY KEY,
  activity_id INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
  weekday INTEGER NOT NULL CHECK (weekday BETWEEN 1 AND 7), -- 1 Monday … 7 Sunday
  start_time TEXT NOT NULL,                                 -- HH:MM, Europe/London
  capacity INTEGER NOT NULL CHECK (capacity > 0),
  location TEXT NOT NULL,
  instructor TEXT
);
CREATE INDEX activity_schedules_weekday ON activity_schedules (weekday);

CREATE TABLE activity_sessions (
  id INTEGER PRIMARY KEY,
  activity_id INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
  venue_id INTEGER NOT NULL REFERENCES venues(id),
  schedule_id INTEGER REFERENCES activity_schedules(id),
  local_date TEXT NOT NULL,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  capacity INTEGER NOT NULL CHECK (capacity > 0),
  -- Places taken through other channels (reception, phone, block bookings): they count against capacity.
  offline_bookings INTEGER NOT NULL DEFAULT 0 CHECK (offline_bookings >= 0),
  location TEXT NOT NULL,
  instructor TEXT,
  status TEXT NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'cancelled')),
  cancellation_reason TEXT,
  UNIQUE (schedule_id, local_date)
);
CREATE INDEX activity_sessions_venue_date ON activity_sessions (venue_id, local_date, starts_at);
CREATE INDEX activity_sessions_activity ON activity_sessions (activity_id, starts_at);

-- How far the timetable has been generated (sessions are added as days pass).
CREATE TABLE activity_timetable_state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  generated_through TEXT NOT NULL
);
