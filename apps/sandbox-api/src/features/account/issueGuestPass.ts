import { guestPassMessages, type GuestPass, type IssueGuestPassBody } from '@leisure/api-contract';
import { transaction, type Database } from '../../db/database.ts';
import { ukToday, type Clock } from '../../clock.ts';
import { conflict, forbidden, invalidField } from '../../http/apiError.ts';
import { GUEST_PASS_BOOK_AHEAD_DAYS, allowanceOf, monthAllowance } from './guestPassAllowance.ts';
import { newGuestPassCode } from './guestPassCodes.ts';
import { findGuestPass, toGuestPass } from './guestPassRecords.ts';
import { findVenueBySlug } from '../site/index.ts';
import { addDays, monthOf } from '@leisure/dates';
import { prettyDate, prettyMonth } from '../../kernel/dateLabels.ts';

function checkVisitDate(visitDate: string, today: string): void {
  if (visitDate < today) throw invalidField('visitDate', 'The visit date must be today or later.');
  if (visitDate > addDays(today, GUEST_PASS_BOOK_AHEAD_DAYS)) {
    throw invalidField('visitDate', `Guest passes can be booked up to ${GUEST_PASS_BOOK_AHEAD_DAYS} days ahead.`);
  }
}

function venueFor(db: Database, userId: number, venueSlug: string | undefined): number {
  if (venueSlug) {
    const venue = findVenueBySlug(db, venueSlug);
    if (!venue) throw invalidField('venueSlug', 'Choose a venue from the list.');
    return venue.id;
  }
  const home = db.prepare('SELECT home_venue_id FROM users WHERE id = ?').get(userId) as {
    home_venue_id: number | null;
  };
  if (home.home_venue_id === null) throw invalidField('venueSlug', 'Choose the venue your guest will visit.');
  return home.home_venue_id;
}

const sameName = (a: string, b: string) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' }) === 0;

function checkNotAlreadyInvited(db: Database, userId: number, body: IssueGuestPassBody): void {
  const sameDay = db
    .prepare(
      `SELECT guest_first_name, guest_last_name FROM guest_passes
       WHERE user_id = ? AND visit_date = ? AND cancelled_at IS NULL`,
    )
    .all(userId, body.visitDate) as { guest_first_name: string; guest_last_name: string }[];
  const duplicate = sameDay.find(
    (pass) =>
      sameName(pass.guest_first_name, body.guestFirstName) && sameName(pass.guest_last_name, body.guestLastName),
  );
  if (duplicate) {
    const guest = `${duplicate.guest_first_name} ${duplicate.guest_last_name}`;
    throw conflict(`${guest} already has a guest pass for ${prettyDate(body.visitDate)}.`);
  }
}

/**
 * Issues a pass when the membership allows one more in the visit's month. Count and insert happen in one
 * transaction, so two quick submissions cannot both take the last pass of a month.
 */
export function issueGuestPass(db: Database, clock: Clock, userId: number, body: IssueGuestPassBody): GuestPass {
  const today = ukToday(clock);
  return transaction(db, () => {
    // Only while a membership that includes passes is active (docs/decisions/0405).
    const allowance = allowanceOf(db, userId, today);
    if (allowance.monthlyLimit === 0) {
      throw forbidden(
        allowance.endedMembershipName
          ? `Your ${allowance.endedMembershipName} membership has ended, so it no longer includes guest passes.`
          : 'Your membership does not include guest passes.',
      );
    }
    checkVisitDate(body.visitDate, today);
    const venueId = venueFor(db, userId, body.venueSlug);
    const month = monthOf(body.visitDate);
    if (monthAllowance(db, userId, allowance, month).remaining === 0) {
      throw invalidField('visitDate', guestPassMessages.monthUsedUp(allowance.monthlyLimit, prettyMonth(month)));
    }
    checkNotAlreadyInvited(db, userId, body);
    const result = db
      .prepare(
        `INSERT INTO guest_passes (user_id, code, guest_first_name, guest_last_name, guest_email, visit_date, venue_id, issued_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        userId,
        newGuestPassCode(db),
        body.guestFirstName,
        body.guestLastName,
        body.guestEmail ?? null,
        body.visitDate,
        venueId,
        clock.now().toISOString(),
      );
    return toGuestPass(findGuestPass(db, userId, Number(result.lastInsertRowid))!, today);
  });
}
