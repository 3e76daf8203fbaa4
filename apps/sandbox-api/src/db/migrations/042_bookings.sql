-- A place on a session for one attendee. booked_by_user_id is the customer whose order made it (a parent for a
-- child). One live booking per attendee and session, enforced here as well as in the basket.
CREATE TABLE bookings (
  id INTEGER PRIMARY KEY,
  session_id INTEGER NOT NULL REFERENCES activity_sessions(id),
  attendee_user_id INTEGER NOT NULL REFERENCES users(id),
  booked_by_user_id INTEGER NOT NULL REFERENCES users(id),
  order_id INTEGER REFERENCES orders(id),
  order_item_id INTEGER REFERENCES order_items(id),
  pricing_option_id INTEGER REFERENCES activity_pricing_options(id),
  pricing_option_name TEXT NOT NULL,
  price_paid INTEGER NOT NULL CHECK (price_paid >= 0),
  entitlement_id INTEGER REFERENCES activity_entitlements(id),
  status TEXT NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'cancelled')),
  created_at TEXT NOT NULL,
  cancelled_at TEXT,
  refund_amount INTEGER
);
CREATE UNIQUE INDEX bookings_one_live_per_attendee ON bookings (session_id, attendee_user_id) WHERE status = 'booked';
CREATE INDEX bookings_session ON bookings (session_id, status);
CREATE INDEX bookings_attendee ON bookings (attendee_user_id);
CREATE INDEX bookings_booked_by ON bookings (booked_by_user_id);
