import { randomBytes } from 'node:crypto';
import type { CalendarFeed } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';
import { toLondonIso } from '../activities/index.ts';

/** 32 random bytes, base64url: 43 characters no one can guess (docs/decisions/0480-private-calendar-feed.md). */
export const newFeedToken = () => randomBytes(32).toString('base64url');

/** What a token looks like: anything else is refused before the database is asked. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

interface FeedRow {
  user_id: number;
  token: string;
  created_at: string;
}

const toFeed = (row: FeedRow): CalendarFeed => ({
  path: `/calendar-feeds/${row.token}.ics`,
  createdAt: toLondonIso(new Date(row.created_at)),
});

export function feedOf(db: Database, userId: number): CalendarFeed | null {
  const row = db.prepare('SELECT * FROM calendar_feeds WHERE user_id = ?').get(userId) as FeedRow | undefined;
  return row ? toFeed(row) : null;
}

/** A new link for the customer; the old one, if any, is gone in the same statement. */
export function replaceFeed(db: Database, userId: number, now: Date): CalendarFeed {
  const row: FeedRow = { user_id: userId, token: newFeedToken(), created_at: now.toISOString() };
  db.prepare(
    `INSERT INTO calendar_feeds (user_id, token, created_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET token = excluded.token, created_at = excluded.created_at`,
  ).run(row.user_id, row.token, row.created_at);
  return toFeed(row);
}

export function deleteFeed(db: Database, userId: number): void {
  db.prepare('DELETE FROM calendar_feeds WHERE user_id = ?').run(userId);
}

/** The customer a live token belongs to. */
export function feedOwner(db: Database, token: string): number | undefined {
  if (!FEED_TOKEN_PATTERN.test(token)) return undefined;
  const row = db.prepare('SELECT user_id FROM calendar_feeds WHERE token = ?').get(token) as
    { user_id: number } | undefined;
  return row?.user_id;
}
