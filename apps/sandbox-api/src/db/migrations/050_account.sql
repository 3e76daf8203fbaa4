-- My-account pages: packages with uses left, guest passes (and the monthly allowance a membership gives),
-- payments history and saved cards. Only this feature writes these tables; checkout may read saved_cards.
CREATE TABLE account_packages (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  -- NULL: valid at every venue.
  venue_id INTEGER REFERENCES venues(id),
  uses_total INTEGER NOT NULL CHECK (uses_total > 0),
  uses_left INTEGER NOT NULL CHECK (uses_left BETWEEN 0 AND uses_total),
  purchased_on TEXT NOT NULL,
  -- NULL: never expires.
  expires_on TEXT
);
CREATE INDEX account_packages_user ON account_packages (user_id);

-- Kept here rather than read from memberships so the account pages stand alone; one row per member.
CREATE TABLE guest_pass_allowances (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  membership_name TEXT NOT NULL,
  monthly_limit INTEGER NOT NULL CHECK (monthly_limit >= 0)
);

CREATE TABLE guest_passes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code TEXT NOT NULL UNIQUE,
  guest_first_name TEXT NOT NULL,
  guest_last_name TEXT NOT NULL,
  guest_email TEXT,
  visit_date TEXT NOT NULL,
  venue_id INTEGER NOT NULL REFERENCES venues(id),
  issued_at TEXT NOT NULL,
  checked_in_at TEXT,
  cancelled_at TEXT
);
CREATE INDEX guest_passes_user_visit ON guest_passes (user_id, visit_date);

CREATE TABLE account_payments (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  paid_on TEXT NOT NULL,
  description TEXT NOT NULL,
  amount_pence INTEGER NOT NULL CHECK (amount_pence >= 0),
  method TEXT NOT NULL CHECK (method IN ('card', 'direct-debit', 'cash')),
  method_description TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('paid', 'failed', 'refunded')),
  reference TEXT NOT NULL
);
CREATE INDEX account_payments_user_date ON account_payments (user_id, paid_on, id);

CREATE TABLE saved_cards (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  card_type TEXT NOT NULL CHECK (card_type IN ('visa', 'mastercard', 'american-express', 'maestro')),
  last_four TEXT NOT NULL CHECK (length(last_four) = 4),
  card_holder_name TEXT NOT NULL,
  expiry_month INTEGER NOT NULL CHECK (expiry_month BETWEEN 1 AND 12),
  expiry_year INTEGER NOT NULL CHECK (expiry_year BETWEEN 2000 AND 2099),
  -- The card provider's token for reusing the card.
  external_identifier TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
CREATE INDEX saved_cards_user ON saved_cards (user_id);
