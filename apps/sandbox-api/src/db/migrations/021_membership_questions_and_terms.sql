-- Additional questions asked before buying a membership, the answers given, and the terms shown in joining.
CREATE TABLE membership_question_groups (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL
);

CREATE TABLE membership_type_question_groups (
  membership_type_id INTEGER NOT NULL REFERENCES membership_types(id) ON DELETE CASCADE,
  group_id INTEGER NOT NULL REFERENCES membership_question_groups(id) ON DELETE CASCADE,
  sort_order INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (membership_type_id, group_id)
);

CREATE TABLE membership_questions (
  id INTEGER PRIMARY KEY,
  group_id INTEGER NOT NULL REFERENCES membership_question_groups(id) ON DELETE CASCADE,
  reference TEXT NOT NULL UNIQUE,
  label TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('text', 'number', 'select', 'multi_select', 'date', 'checkbox')),
  options_json TEXT NOT NULL DEFAULT '[]',
  placeholder TEXT,
  is_required INTEGER NOT NULL DEFAULT 0,
  default_json TEXT NOT NULL DEFAULT 'null',
  sort_order INTEGER NOT NULL DEFAULT 0
);

-- A user's answers for a membership type, kept for their joining cart.
CREATE TABLE membership_question_answers (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  membership_type_id INTEGER NOT NULL REFERENCES membership_types(id) ON DELETE CASCADE,
  question_id INTEGER NOT NULL REFERENCES membership_questions(id) ON DELETE CASCADE,
  answer_json TEXT NOT NULL,
  answered_at TEXT NOT NULL,
  PRIMARY KEY (user_id, membership_type_id, question_id)
);

-- kind: direct-debit | health-commitment | membership | checkout. membership_type_id NULL is the default for every type.
CREATE TABLE membership_terms (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('direct-debit', 'health-commitment', 'membership', 'checkout', 'checkout-recurring')),
  membership_type_id INTEGER REFERENCES membership_types(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  html TEXT NOT NULL,
  required INTEGER NOT NULL DEFAULT 1,
  sort_order INTEGER NOT NULL DEFAULT 0
);
