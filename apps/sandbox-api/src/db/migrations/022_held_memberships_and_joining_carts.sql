-- Memberships customers hold, and the joining cart (one per user) holding a new, changed or renewed membership.
CREATE TABLE user_memberships (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  membership_type_id INTEGER NOT NULL REFERENCES membership_types(id),
  payment_option_id INTEGER NOT NULL REFERENCES membership_payment_options(id),
  home_venue_id INTEGER NOT NULL REFERENCES venues(id),
  -- The price agreed at purchase, in pence: monthly for recurring, the full price for fixed.
  price INTEGER NOT NULL,
  start_date TEXT NOT NULL,
  end_date TEXT,
  billing_day INTEGER CHECK (billing_day BETWEEN 1 AND 28),
  document_upload_required INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX user_memberships_user ON user_memberships (user_id);

CREATE TABLE joining_carts (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('new', 'change', 'renewal')),
  changes_membership_id INTEGER REFERENCES user_memberships(id) ON DELETE CASCADE,
  renews_membership_id INTEGER REFERENCES user_memberships(id) ON DELETE CASCADE,
  home_venue_id INTEGER NOT NULL REFERENCES venues(id),
  membership_type_id INTEGER NOT NULL REFERENCES membership_types(id),
  payment_option_id INTEGER NOT NULL REFERENCES membership_payment_options(id),
  start_date TEXT NOT NULL,
  billing_day INTEGER CHECK (billing_day BETWEEN 1 AND 28),
  promotion_id INTEGER REFERENCES membership_promotions(id) ON DELETE SET NULL,
  account_holder TEXT,
  sort_code TEXT,
  account_number TEXT,
  billing_address_line_one TEXT,
  billing_address_line_two TEXT,
  billing_city TEXT,
  billing_postcode TEXT,
  dd_terms_accepted INTEGER NOT NULL DEFAULT 0,
  requires_new_mandate INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
