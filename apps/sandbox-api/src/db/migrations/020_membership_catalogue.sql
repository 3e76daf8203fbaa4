-- Memberships sold online: types, where they give access, how they are paid for, what they cost, who may buy them.
CREATE TABLE membership_categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  sort_order INTEGER NOT NULL DEFAULT 0
);

-- Age bands and proof rules. A type with no eligibility rule can be bought by anyone with a price.
CREATE TABLE membership_eligibility_rules (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  min_age INTEGER,
  max_age INTEGER,
  requires_proof INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE membership_types (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description_html TEXT NOT NULL,
  -- national: every venue; local: the home venue only (sold at the listed venues); multi-site: the listed venues.
  coverage TEXT NOT NULL CHECK (coverage IN ('national', 'local', 'multi-site')),
  eligibility_rule_id INTEGER REFERENCES membership_eligibility_rules(id),
  is_active INTEGER NOT NULL DEFAULT 1,
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE membership_type_categories (
  membership_type_id INTEGER NOT NULL REFERENCES membership_types(id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES membership_categories(id) ON DELETE CASCADE,
  PRIMARY KEY (membership_type_id, category_id)
);

-- Venues a local or multi-site type is sold at and gives access to (national types ignore this table).
CREATE TABLE membership_type_venues (
  membership_type_id INTEGER NOT NULL REFERENCES membership_types(id) ON DELETE CASCADE,
  venue_id INTEGER NOT NULL REFERENCES venues(id) ON DELETE CASCADE,
  PRIMARY KEY (membership_type_id, venue_id)
);
CREATE INDEX membership_type_venues_venue ON membership_type_venues (venue_id);

CREATE TABLE membership_benefits (
  id INTEGER PRIMARY KEY,
  membership_type_id INTEGER NOT NULL REFERENCES membership_types(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  total_uses INTEGER,
  frequency TEXT NOT NULL CHECK (frequency IN ('day', 'week', 'month', 'year', 'membership')),
  description TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE membership_payment_options (
  id INTEGER PRIMARY KEY,
  membership_type_id INTEGER NOT NULL REFERENCES membership_types(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  payment_type TEXT NOT NULL CHECK (payment_type IN ('recurring', 'fixed')),
  fixed_duration INTEGER,
  fixed_period TEXT CHECK (fixed_period IN ('day', 'week', 'month', 'year')),
  -- One month's fee is collected up front, before Direct Debits start.
  month_in_hand INTEGER NOT NULL DEFAULT 0,
  promotions_enabled INTEGER NOT NULL DEFAULT 1,
  is_active INTEGER NOT NULL DEFAULT 1,
  sort_order INTEGER NOT NULL DEFAULT 0,
  CHECK ((payment_type = 'fixed') = (fixed_duration IS NOT NULL AND fixed_period IS NOT NULL))
);
CREATE INDEX membership_payment_options_type ON membership_payment_options (membership_type_id);

-- Prices in pence. venue_id NULL applies everywhere (a venue row overrides it, e.g. London weighting);
-- min_age/max_age NULL are open bands. The row with no venue and no age band is the standard price.
CREATE TABLE membership_prices (
  id INTEGER PRIMARY KEY,
  payment_option_id INTEGER NOT NULL REFERENCES membership_payment_options(id) ON DELETE CASCADE,
  venue_id INTEGER REFERENCES venues(id) ON DELETE CASCADE,
  min_age INTEGER,
  max_age INTEGER,
  base_fee INTEGER NOT NULL CHECK (base_fee >= 0),
  joining_fee INTEGER NOT NULL DEFAULT 0 CHECK (joining_fee >= 0)
);
CREATE INDEX membership_prices_option ON membership_prices (payment_option_id);

CREATE TABLE membership_promotions (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name TEXT NOT NULL,
  -- What the discount comes off: the joining fee, or the first payment (part-month and month in hand, or a fixed price).
  applies_to TEXT NOT NULL CHECK (applies_to IN ('joining_fee', 'first_payment')),
  percent_off INTEGER CHECK (percent_off BETWEEN 1 AND 100),
  amount_off INTEGER CHECK (amount_off > 0),
  valid_from TEXT NOT NULL,
  valid_until TEXT NOT NULL,
  CHECK ((percent_off IS NULL) <> (amount_off IS NULL))
);

-- A promotion with rows here is valid only for those payment options.
CREATE TABLE membership_promotion_options (
  promotion_id INTEGER NOT NULL REFERENCES membership_promotions(id) ON DELETE CASCADE,
  payment_option_id INTEGER NOT NULL REFERENCES membership_payment_options(id) ON DELETE CASCADE,
  PRIMARY KEY (promotion_id, payment_option_id)
);
