-- The waiting list of a full session (docs/decisions/0311-waiting-list.md). One live entry (waiting or offered)
-- per attendee and session. customer_user_id is the customer whose basket an offered place goes to and
-- joined_by_user_id the person who joined (the basket's operator: a parent, or front-of-house staff).
CREATE TABLE waiting_list_entries (
  id INTEGER PRIMARY KEY,
  session_id INTEGER NOT NULL REFERENCES activity_sessions(id),
  attendee_user_id INTEGER NOT NULL REFERENCES users(id),
  customer_user_id INTEGER NOT NULL REFERENCES users(id),
  joined_by_user_id INTEGER NOT NULL REFERENCES users(id),
  pricing_option_id INTEGER NOT NULL REFERENCES activity_pricing_options(id),
  mode TEXT NOT NULL CHECK (mode IN ('auto', 'offer')),
  cut_off TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'offered', 'placed', 'expired')),
  joined_at TEXT NOT NULL,
  -- offered: the basket line holding the place (it may since have been checked out, removed or dropped).
  offer_cart_item_id INTEGER,
  offer_held_until TEXT,
  -- placed: the booking made automatically, or by checking out the offered place.
  booking_id INTEGER REFERENCES bookings(id),
  -- expired: why, in the customer's words.
  ended_reason TEXT,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX waiting_list_one_live ON waiting_list_entries (session_id, attendee_user_id)
  WHERE status IN ('waiting', 'offered');
CREATE INDEX waiting_list_queue ON waiting_list_entries (session_id, status, joined_at, id);
CREATE INDEX waiting_list_customer ON waiting_list_entries (customer_user_id);
CREATE INDEX waiting_list_joined_by ON waiting_list_entries (joined_by_user_id);
CREATE INDEX waiting_list_attendee ON waiting_list_entries (attendee_user_id);
