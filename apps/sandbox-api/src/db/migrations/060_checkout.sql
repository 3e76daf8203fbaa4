-- Card checkout (decisions 0500-0503). The emulated card provider's state (merchant session keys, card
-- identifiers) lives beside the checkout's transactions: the sandbox runs both in one process on one database.

-- A merchant session key handed out by checkout/prepare: single use, short-lived, dead after 3 failed tokenisations.
CREATE TABLE card_sessions (
  session_key TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  source TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  failed_tokenisations INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX card_sessions_user ON card_sessions (user_id);

-- What the provider keeps of a tokenised card: never the number or security code, only what a receipt shows.
CREATE TABLE card_identifiers (
  identifier TEXT PRIMARY KEY,
  session_key TEXT NOT NULL REFERENCES card_sessions(session_key) ON DELETE CASCADE,
  card_type TEXT NOT NULL,
  last_four TEXT NOT NULL,
  expiry_month INTEGER NOT NULL,
  expiry_year INTEGER NOT NULL,
  -- A test card the bank declines (decision 0501).
  declined INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

-- One card payment. The session key is unique: a key authorises once. order_id is unique: a transaction makes at
-- most one order, which is what keeps concurrent completes to one order.
CREATE TABLE card_transactions (
  uuid TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  customer_user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  session_key TEXT NOT NULL UNIQUE REFERENCES card_sessions(session_key) ON DELETE CASCADE,
  source TEXT NOT NULL,
  -- What was being paid for when authorised; complete refuses (409) if the cart no longer matches.
  cart_fingerprint TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  status TEXT NOT NULL CHECK (status IN ('authorised', 'sca_required', 'failed')),
  message TEXT,
  cardholder_name TEXT NOT NULL,
  card_identifier TEXT REFERENCES card_identifiers(identifier) ON DELETE SET NULL,
  saved_card_id INTEGER REFERENCES saved_cards(id) ON DELETE SET NULL,
  save_card INTEGER NOT NULL DEFAULT 0,
  -- CHALLENGE or NOTAUTH while 3-D Secure is pending.
  challenge TEXT,
  -- The checkout window's origin: the 3-D Secure return page posts its message to it alone.
  checkout_origin TEXT,
  order_id INTEGER UNIQUE REFERENCES orders(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  completed_at TEXT
);
CREATE INDEX card_transactions_user ON card_transactions (user_id);

-- A Direct Debit instruction set up by a joining order that needed a new mandate.
CREATE TABLE direct_debit_instructions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  account_holder TEXT NOT NULL,
  sort_code TEXT NOT NULL,
  account_number TEXT NOT NULL,
  billing_day INTEGER NOT NULL CHECK (billing_day BETWEEN 1 AND 28),
  order_id INTEGER REFERENCES orders(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);

-- A membership bought at checkout remembers its promotion and the order that bought it.
ALTER TABLE user_memberships ADD COLUMN promotion_id INTEGER REFERENCES membership_promotions(id) ON DELETE SET NULL;
ALTER TABLE user_memberships ADD COLUMN order_id INTEGER REFERENCES orders(id) ON DELETE SET NULL;
