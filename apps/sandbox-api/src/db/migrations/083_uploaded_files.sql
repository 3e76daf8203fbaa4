-- Files customers upload (proof of eligibility, profile photos): the bytes live in the sandbox's files folder,
-- never here; a row holds what is known about one (decision 0450).
CREATE TABLE stored_files (
  id INTEGER PRIMARY KEY,
  owner_user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('eligibility-document', 'profile-photo')),
  -- As found from the file's first bytes, not as declared.
  content_type TEXT NOT NULL,
  size_bytes INTEGER NOT NULL CHECK (size_bytes > 0),
  -- The file's name in the files folder: random, so a photo's URL cannot be guessed.
  stored_name TEXT NOT NULL UNIQUE,
  original_name TEXT NOT NULL,
  -- 'replaced' and 'removed' files are deleted from the folder; the row remains as the record.
  status TEXT NOT NULL CHECK (status IN ('active', 'replaced', 'removed')),
  created_at TEXT NOT NULL
);
CREATE INDEX stored_files_owner ON stored_files (owner_user_id, kind, status);

-- Proof of eligibility for a held membership (decision 0451): the newest row per membership is its status.
CREATE TABLE membership_documents (
  id INTEGER PRIMARY KEY,
  user_membership_id INTEGER NOT NULL REFERENCES user_memberships(id) ON DELETE CASCADE,
  -- NULL for a document seen at reception (seeded), which left no file.
  file_id INTEGER REFERENCES stored_files(id),
  status TEXT NOT NULL CHECK (status IN ('under-review', 'accepted', 'rejected', 'replaced')),
  rejection_reason TEXT,
  expires_on TEXT,
  uploaded_at TEXT NOT NULL,
  reviewed_at TEXT
);
CREATE INDEX membership_documents_membership ON membership_documents (user_membership_id, id);

ALTER TABLE users ADD COLUMN profile_photo_file_id INTEGER REFERENCES stored_files(id);
