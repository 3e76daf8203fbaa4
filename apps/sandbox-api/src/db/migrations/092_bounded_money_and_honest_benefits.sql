-- A change of billing day remembers the old day's collection it replaced: notice ending before the first collection
-- on the new day collects the days from it on that old date (docs/decisions/0463-billing-day-change-limits.md).
ALTER TABLE user_memberships ADD COLUMN replaced_collection_on TEXT;

-- A benefit says what it is, so the account reads a membership's guest passes (and included classes, inductions)
-- from the catalogue that sells it (docs/decisions/0405-guest-pass-rules.md).
ALTER TABLE membership_benefits ADD COLUMN kind TEXT NOT NULL DEFAULT 'other'
  CHECK (kind IN ('guest-pass', 'classes', 'induction', 'other'));

-- The allowance is no longer kept per member beside the memberships: it is the held memberships' benefit.
DROP TABLE guest_pass_allowances;
