-- The checkout cart (basket). One per customer it is for (holder) and person building it (operator): a
-- customer's own basket, or a front-of-house user's basket for that customer. uuid names one basket's life:
-- it changes when the basket is discarded or checked out.
CREATE TABLE carts (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  holder_user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  operator_user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  source TEXT NOT NULL DEFAULT 'bookings',
  complete_order_id INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (holder_user_id, operator_user_id)
);

-- A basket line. A session line holds one place until held_until; other types (memberships) keep their
-- details in details_json.
CREATE TABLE cart_items (
  id INTEGER PRIMARY KEY,
  cart_id INTEGER NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  session_id INTEGER REFERENCES activity_sessions(id),
  pricing_option_id INTEGER REFERENCES activity_pricing_options(id),
  purchased_for_user_id INTEGER NOT NULL REFERENCES users(id),
  entitlement_id INTEGER REFERENCES activity_entitlements(id),
  -- The customer removed the benefit or package usage: the line is paid for and nothing is re-applied.
  entitlement_declined INTEGER NOT NULL DEFAULT 0,
  held_until TEXT,
  details_json TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX cart_items_cart ON cart_items (cart_id);
CREATE INDEX cart_items_session_hold ON cart_items (session_id, held_until);

-- Offline tenders (and credit) put against the basket: one per tender type.
CREATE TABLE cart_payments (
  cart_id INTEGER NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  tender_type TEXT NOT NULL CHECK (tender_type IN ('cash', 'offline-voucher', 'cheque', 'credit')),
  amount INTEGER NOT NULL CHECK (amount > 0),
  PRIMARY KEY (cart_id, tender_type)
);
