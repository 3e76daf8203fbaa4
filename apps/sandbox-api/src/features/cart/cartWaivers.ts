import type { Cart } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';
import { sessionLinesOf, type PricedLine } from './pricedLines.ts';

type AttendeeWaiver = Cart['attendeeWaiversRequired'][number];

/** Waivers attendees have not yet agreed to, for the basket's activities that need one. */
export function waiversRequired(db: Database, lines: PricedLine[]): AttendeeWaiver[] {
  const needed = new Map<string, AttendeeWaiver>();
  for (const line of sessionLinesOf(lines)) {
    const waiverId = line.session.waiver_id;
    if (waiverId === null || hasSigned(db, waiverId, line.attendee.id)) continue;
    const key = `${line.attendee.id}:${waiverId}`;
    let entry = needed.get(key);
    if (!entry) {
      const waiver = db.prepare('SELECT id, title, html FROM activity_waivers WHERE id = ?').get(waiverId) as
        { id: number; title: string; html: string } | undefined;
      if (!waiver) continue;
      entry = { attendee: { id: line.attendee.id, name: line.attendee.name }, waiver, activityNames: [] };
      needed.set(key, entry);
    }
    if (!entry.activityNames.includes(line.session.name)) entry.activityNames.push(line.session.name);
  }
  return [...needed.values()];
}

export function hasSigned(db: Database, waiverId: number, userId: number): boolean {
  return (
    db.prepare('SELECT 1 FROM waiver_signatures WHERE waiver_id = ? AND user_id = ?').get(waiverId, userId) !==
    undefined
  );
}
