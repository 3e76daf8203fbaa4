-- Households (docs/decisions/0313-households.md): who may book for, see and pay for whom. Sharing an email grants
-- nothing any more. A child added by the payer is a users row that cannot log in.
ALTER TABLE users ADD COLUMN can_log_in INTEGER NOT NULL DEFAULT 1;

CREATE TABLE households (
  id INTEGER PRIMARY KEY,
  payer_user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);

-- One live membership per person (ended_at NULL); an ended one stays as history.
CREATE TABLE household_members (
  id INTEGER PRIMARY KEY,
  household_id INTEGER NOT NULL REFERENCES households(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role TEXT NOT NULL CHECK (role IN ('payer', 'adult', 'child')),
  joined_at TEXT NOT NULL,
  ended_at TEXT
);
CREATE UNIQUE INDEX household_members_live ON household_members (user_id) WHERE ended_at IS NULL;
CREATE INDEX household_members_household ON household_members (household_id) WHERE ended_at IS NULL;

-- An invitation for an adult: only the hash of its code is kept, like session tokens.
CREATE TABLE household_invitations (
  id INTEGER PRIMARY KEY,
  household_id INTEGER NOT NULL REFERENCES households(id) ON DELETE CASCADE,
  email TEXT NOT NULL COLLATE NOCASE,
  code_hash TEXT NOT NULL UNIQUE,
  invited_by_user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined', 'cancelled')),
  ended_at TEXT,
  accepted_by_user_id INTEGER REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX household_invitations_household ON household_invitations (household_id, status);
