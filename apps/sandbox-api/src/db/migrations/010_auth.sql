-- Auth: personal details the data-field forms collect beyond the core users columns, login throttling,
-- password resets, the email outbox, the registration terms and the data-field checksum secret.
ALTER TABLE users ADD COLUMN emergency_contact_relationship TEXT;
ALTER TABLE users ADD COLUMN has_medical_conditions INTEGER;
ALTER TABLE users ADD COLUMN medical_conditions_details TEXT;
ALTER TABLE users ADD COLUMN heard_about_us TEXT;
-- JSON list of interest values (a multi_select data field).
ALTER TABLE users ADD COLUMN interests TEXT;
ALTER TABLE users ADD COLUMN weekly_visit_goal INTEGER;
ALTER TABLE users ADD COLUMN registration_source TEXT;
ALTER TABLE users ADD COLUMN account_terms_id INTEGER;
ALTER TABLE users ADD COLUMN terms_accepted_at TEXT;
ALTER TABLE users ADD COLUMN password_changed_at TEXT;
CREATE INDEX users_reference_upper ON users (UPPER(reference));

-- One row per failed log-in, per throttle key (an account, or a normalised unknown username).
CREATE TABLE login_failures (
  id INTEGER PRIMARY KEY,
  throttle_key TEXT NOT NULL,
  failed_at TEXT NOT NULL
);
CREATE INDEX login_failures_key ON login_failures (throttle_key, failed_at);

CREATE TABLE auth_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE account_terms (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  html TEXT NOT NULL,
  published_at TEXT NOT NULL
);

CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX password_resets_user ON password_resets (user_id, created_at);

-- Emails the sandbox "sent": nothing leaves the machine; tests and developers read them here.
CREATE TABLE email_outbox (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  kind TEXT NOT NULL,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body_text TEXT NOT NULL,
  link TEXT,
  created_at TEXT NOT NULL
);
