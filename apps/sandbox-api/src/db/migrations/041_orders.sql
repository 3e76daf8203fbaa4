-- Orders: what a checked-out basket became. Items are general (type + details); session items create bookings.
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  reference TEXT UNIQUE, -- BW-000123, set from the id straight after the insert
  customer_user_id INTEGER NOT NULL REFERENCES users(id),
  placed_by_user_id INTEGER NOT NULL REFERENCES users(id),
  cart_uuid TEXT,
  source TEXT NOT NULL,
  order_type TEXT NOT NULL,
  total INTEGER NOT NULL CHECK (total >= 0),
  tax INTEGER NOT NULL CHECK (tax >= 0),
  status TEXT NOT NULL DEFAULT 'complete',
  created_at TEXT NOT NULL
);
CREATE INDEX orders_customer ON orders (customer_user_id);

CREATE TABLE order_items (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0),
  tax INTEGER NOT NULL CHECK (tax >= 0),
  purchased_for_user_id INTEGER NOT NULL REFERENCES users(id),
  details_json TEXT NOT NULL DEFAULT '{}',
  sort_order INTEGER NOT NULL
);
CREATE INDEX order_items_order ON order_items (order_id);

-- How an order was paid: card (the checkout), offline tenders, account credit and membership credit.
CREATE TABLE order_payments (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  tender_type TEXT NOT NULL CHECK (tender_type IN ('card', 'cash', 'offline-voucher', 'cheque', 'credit', 'membership-credit')),
  amount INTEGER NOT NULL CHECK (amount > 0),
  reference TEXT
);
CREATE INDEX order_payments_order ON order_payments (order_id);
