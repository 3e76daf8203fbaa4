-- What lets a customer book without paying: membership benefits (e.g. "2 free racquet sessions a month") and
-- packages they bought (e.g. "Swim 10 pass"). Uses are counted from the bookings and held basket items that
-- draw on them, so a cancelled booking gives its use back.
CREATE TABLE activity_entitlements (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('benefit', 'package')),
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  category_id INTEGER REFERENCES activity_categories(id), -- NULL: any category
  venue_id INTEGER REFERENCES venues(id),                  -- NULL: any venue
  uses_allowed INTEGER CHECK (uses_allowed IS NULL OR uses_allowed > 0), -- NULL: unlimited
  period TEXT NOT NULL CHECK (period IN ('week', 'month', 'total')),
  valid_from TEXT NOT NULL,
  valid_until TEXT NOT NULL
);
CREATE INDEX activity_entitlements_user ON activity_entitlements (user_id);

-- Credit that comes with a membership and can be spent on activity bookings (general account credit is
-- users.credit_balance).
CREATE TABLE membership_credits (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  balance INTEGER NOT NULL CHECK (balance >= 0),
  description TEXT NOT NULL
);

CREATE TABLE waiver_signatures (
  waiver_id INTEGER NOT NULL REFERENCES activity_waivers(id),
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  signed_by_user_id INTEGER NOT NULL REFERENCES users(id),
  signed_at TEXT NOT NULL,
  PRIMARY KEY (waiver_id, user_id)
);
