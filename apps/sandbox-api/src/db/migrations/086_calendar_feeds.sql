-- A customer's private calendar feed (docs/decisions/0480-private-calendar-feed.md): one live link each. Making a
-- new link replaces the row, so the old token stops working at once; turning the feed off deletes it. The token is
-- a long random string (never the session token), the only key to the feed.
CREATE TABLE calendar_feeds (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  token TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
