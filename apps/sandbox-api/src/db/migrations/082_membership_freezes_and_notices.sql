-- Freezing and cancelling a membership from the account (docs/decisions/0440, 0441).
-- The reduced monthly fee a frozen membership of this type pays, in pence, charged pro rata by the days frozen.
ALTER TABLE membership_types ADD COLUMN freeze_monthly_fee INTEGER NOT NULL DEFAULT 500;

CREATE TABLE membership_freezes (
  id INTEGER PRIMARY KEY,
  user_membership_id INTEGER NOT NULL REFERENCES user_memberships(id) ON DELETE CASCADE,
  start_date TEXT NOT NULL,
  -- The last frozen day (shortened when the member ends the freeze early).
  end_date TEXT NOT NULL,
  reason TEXT NOT NULL,
  monthly_fee INTEGER NOT NULL,
  -- Set when a scheduled freeze is cancelled before it starts: it then never applied.
  cancelled_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX membership_freezes_membership ON membership_freezes (user_membership_id);

-- Notice given to cancel; the membership's own end_date is set to end_date while the notice stands.
CREATE TABLE membership_notices (
  id INTEGER PRIMARY KEY,
  user_membership_id INTEGER NOT NULL REFERENCES user_memberships(id) ON DELETE CASCADE,
  given_on TEXT NOT NULL,
  end_date TEXT NOT NULL,
  last_payment_date TEXT,
  last_payment_amount INTEGER,
  cooling_off INTEGER NOT NULL DEFAULT 0,
  refund_amount INTEGER,
  withdrawn_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX membership_notices_membership ON membership_notices (user_membership_id);
