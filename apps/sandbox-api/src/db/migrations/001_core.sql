-- Core: the operator (client), themes, venues, users and their tokens. Other features reference these.
CREATE TABLE clients (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  currency_symbol TEXT NOT NULL DEFAULT '£',
  staff_currency_symbol TEXT NOT NULL DEFAULT '£',
  support_email TEXT NOT NULL,
  support_phone TEXT NOT NULL,
  dd_service_user_number TEXT NOT NULL,
  footer_html TEXT NOT NULL DEFAULT ''
);

CREATE TABLE themes (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  primary_colour TEXT NOT NULL,
  secondary_colour_1 TEXT NOT NULL,
  secondary_colour_2 TEXT NOT NULL,
  header_bg_colour TEXT NOT NULL,
  dark_bg_colour TEXT NOT NULL,
  header_primary_colour TEXT NOT NULL,
  logo_url TEXT NOT NULL,
  heading_font TEXT NOT NULL,
  body_font TEXT NOT NULL,
  secondary_button_style TEXT NOT NULL CHECK (secondary_button_style IN ('solid', 'outline'))
);

CREATE TABLE venues (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  place_type TEXT NOT NULL,
  address1 TEXT NOT NULL,
  address2 TEXT,
  town TEXT NOT NULL,
  postcode TEXT NOT NULL,
  lat REAL,
  lng REAL,
  phone TEXT,
  email TEXT,
  theme_id INTEGER REFERENCES themes(id),
  footer_html TEXT,
  online_joining_enabled INTEGER NOT NULL DEFAULT 1,
  can_display_ineligible_memberships INTEGER NOT NULL DEFAULT 0,
  display_venue_selection_button INTEGER NOT NULL DEFAULT 1,
  activities_v2_enabled INTEGER NOT NULL DEFAULT 1,
  dd_provider_needs_billing_address INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  role TEXT NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'staff')),
  title TEXT,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  date_of_birth TEXT,
  gender TEXT,
  phone TEXT,
  address_line_1 TEXT,
  address_line_2 TEXT,
  town TEXT,
  postcode TEXT,
  emergency_contact_name TEXT,
  emergency_contact_phone TEXT,
  marketing_opt_in INTEGER NOT NULL DEFAULT 0,
  home_venue_id INTEGER REFERENCES venues(id),
  has_outstanding_penalties INTEGER NOT NULL DEFAULT 0,
  document_expiry TEXT,
  membership_document_upload_required INTEGER NOT NULL DEFAULT 0,
  credit_balance INTEGER NOT NULL DEFAULT 0,
  -- An active Direct Debit instruction: new monthly memberships bill on the same mandate and billing day.
  has_dd_instruction INTEGER NOT NULL DEFAULT 0,
  billing_day INTEGER CHECK (billing_day BETWEEN 1 AND 28),
  profile_photo_url TEXT,
  onboarding_type TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX users_email ON users (email);

CREATE TABLE auth_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
