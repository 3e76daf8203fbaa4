-- Changing a Direct Debit from the account (docs/decisions/0460-direct-debit-billing-day-change.md,
-- 0461-direct-debit-bank-details-change.md).
ALTER TABLE direct_debit_instructions ADD COLUMN updated_at TEXT;

-- After a change of billing day the membership's next payment follows the notified schedule: a collection on the
-- old day that is inside the notice period still goes ahead, then the first collection on the new day.
ALTER TABLE user_memberships ADD COLUMN old_day_collection_on TEXT;
ALTER TABLE user_memberships ADD COLUMN billing_day_from TEXT;

-- A pro-rata part added to one collection: the days between the old billing day and the new one.
CREATE TABLE direct_debit_extra_amounts (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  collection_date TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount >= 0),
  created_at TEXT NOT NULL
);
CREATE INDEX direct_debit_extra_amounts_user ON direct_debit_extra_amounts (user_id, collection_date);
